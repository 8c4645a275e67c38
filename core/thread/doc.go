// Package thread reads the discussion on a page: the reader comments under
// an article and the posts of a discussion page (forum thread, Q&A, link
// aggregator), each with its author, date, reply depth, score, number,
// permalink and accepted mark.
//
// Seed 000 (SD algorithm) §3.3 finds comment regions by their class and id
// keywords (COMMENT_TAGS) and needs 100 characters of them for an Article
// with Comments; the regions it returns are blocks, not comments. This
// package lifts them to the page's comment sections, splits a section into
// single comments, assembles a discussion's thread, and reads each item:
//
//	comments.go  Sections: each comment region lifted to the outermost
//	             comment-marked block around it; comment widgets (recent
//	             comments from the whole site) and a post's own signature
//	             line left out (traces "comments.widget", "comments");
//	             short comments of the same kind joined
//	             ("comments.same-kind"). Split: the most repeated
//	             comment-like kind in a section is the comment; a
//	             definition list's <dt> and its <dd>s are one comment; a
//	             comment marked inside a table row takes the row when the
//	             row signs it.
//	flat.go      Flat: a comment list with no container per comment (a
//	             "Comments" heading, then paragraphs closed by "Posted by:"
//	             lines), which no class marks.
//	posts.go     PostItems, AllOfKind: a discussion's post regions lifted
//	             to whole posts, and every sibling post of the same kind.
//	assemble.go  Thread: a discussion's posts from its regions: the signed
//	             run of posts, their replies, the opening post of another
//	             kind, activity lines left out (trace "posts"). Submission:
//	             an article that is the first post of the comment thread
//	             below it (a link aggregator's submission).
//	postmeta.go  What an item says about itself, read from the markup that
//	             says it most plainly: author, date, score, number,
//	             permalink, accepted answer.
//	signature.go The writer and date a template writes in one line of
//	             words ("by Kate on November 29, 2010 at 8:03 am", "Heather
//	             on …" loose before the body, "<a>Ann</a> says:" in a
//	             heading), and the words around a name that are no part of it.
//	dates.go     MachineDate and TextDate: dates as ISO 8601; YearlessDate
//	             dates one shown without its year from the page's date.
//	chrome.go    The forum's parts of a post (profile column, signature,
//	             controls, header lines), found by repeating in the same
//	             slot of the thread's posts; authors and dates an item does
//	             not say plainly, read from the slot the others show them in;
//	             the line the forum closes every quote with ("Click to
//	             expand…").
//	postparts.go A post's header lines (the few words around its author
//	             or date: "asked", "Post by … »"), its edit notice ("Last
//	             edited by Ann on …": the forum's classed line holding a
//	             date after the body), its declared signature, its score,
//	             its tags (rel=tag) and its author's other links (the
//	             avatar), left out of the post though no other post has
//	             one; a line that is only an image's address is the image;
//	             a quote holding all of the post's words is its body's
//	             container.
//	quotes.go    A post's quotations of earlier posts as a reader sees
//	             them: each forum's quote box (a <blockquote>, or a block
//	             classed as a quote that leaves words of the post outside
//	             it) written as a quote, headed by its attribution ("Ann
//	             said:", "Zitat von Ann": a <cite>, a class naming it, the
//	             author the box names, or a closing colon) on a line of
//	             its own, without its avatar and icons.
//	controls.go  A post's controls found by what they do: an action link
//	             (to the page's own site, an address naming an action of
//	             the engines' URLs: "/posts/N/edit", "?mode=quote",
//	             "#reply"), an action bar (a row of controls and counts:
//	             "86 · 4 comments · Share").
//	cards.go     What a forum adds around what a member pasted: a link card
//	             (the preview unfurled from a link: kept as its title's
//	             link, without the linked site's description and host
//	             line) and an attachment placeholder ("View attachment
//	             441678"), left out.
//	previews.go  A post said twice: a preview cut off beside its full
//	             text ("… (more)", a clipped box with a button), or a
//	             copy for another screen size, shown once, in full
//	             (clean.PreviewCopies; trace "posts.preview").
//	depth.go     Reply depth: by nesting, by the lists that hold the items,
//	             by a stated level or the indentation.
//	render.go    Render and RenderPosts: each item's text, HTML and
//	             Markdown without its controls, the thread's chrome and its
//	             nested replies; notices and trackbacks are no comments.
//
// The decisions about comments the pipeline takes with these (a section
// too short to count, trace "comments"; a reply or two left out of the
// article, "comments.minor"; a flat list found, "comments.flat") are
// stages of core's pipeline (core/stages.go).
//
// Parameters: minPostText = 20 characters outside links for a post of a
// run; minThreadItems = 3 comments for a submission's thread, whose text is
// at most maxSubmissionRatio = 4 median comments or minEssay = 800
// characters (maxSubmission = 4000 at most); slotSteps = 3 steps name a
// slot; maxChromeChars = 400, maxLineChars = 80, maxTemplateLine = 120;
// maxSignatureChars = 200 for a signature or header line; maxNameChars =
// 60 and maxNameWords = 6 for a name; maxDateRun = 10 words for a date
// inside a signature line; maxPostNumber = 99999; maxLineWords = 3 words
// of a header line besides its author and date; maxScoreChars = 24 for a
// score; maxQuoteTail = 40 for the line closing a quote; maxCiteChars = 160 for a
// quote's attribution; maxControlLabel = 40 for an action link's or an
// attachment placeholder's label; maxCardChars = 600 for a link card.
package thread
