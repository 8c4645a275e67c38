// treehint.js — what a page's tree encoding (content/tree.js) says about it
// before the core reads it, to schedule the work, never to decide a result.
// Pure: unit-tested in Node.

/**
 * An attribute that names a comment: its name (class, id, or schema.org's
 * itemtype/itemprop: Comment, UserComments, comment) then its value (the
 * token after it) holding the word for comment in English, French, Italian
 * and Dutch (comment, commentaire, commento, commentaar), German
 * (kommentar), Spanish and Portuguese (comentario, comentário), or Dutch's
 * reactie.
 */
const COMMENT_ATTR = /\u0000a(?:class|id|itemtype|itemprop)\u0000[^\u0000]*?(?:comment|kommentar|coment[aá]ri|reactie)/giu;

/**
 * namesManyComments tells whether at least `least` attributes of the page
 * name comments: a page with a long comment section. The core reads such a
 * page's comments in two to three times the time of its article, so the
 * background has the article read on its own as well, for the reader to
 * paint first (main.js). A page that names them otherwise only loses that
 * head start.
 */
export function namesManyComments(tree, least = 200) {
  if (typeof tree !== 'string') return false;
  const re = new RegExp(COMMENT_ATTR.source, COMMENT_ATTR.flags);
  let n = 0;
  while (re.exec(tree)) if (++n >= least) return true;
  return false;
}
