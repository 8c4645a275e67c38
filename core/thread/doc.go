// Package thread reads the discussion on a page: the reader comments under
// an article and the posts of a discussion page (forum thread, Q&A), each
// with its author, date and reply depth.
//
// Seed 000 (SD algorithm) §3.3 finds comment regions by their class and id
// keywords (COMMENT_TAGS) and needs 100 characters of them for an Article
// with Comments; the regions it returns are blocks, not comments. This
// package lifts them to the page's comment sections, splits a section into
// single comments, and reads each comment:
//
//	comments.go  Sections: each comment region lifted to the outermost
//	             comment-marked block around it; comment widgets (recent
//	             comments from the whole site) left out (trace
//	             "comments.widget"); short comments of the same kind as
//	             the sections around them joined ("comments.same-kind").
//	             Split: the most repeated comment-like kind in a section
//	             is the comment; comments inside comments are replies.
//	flat.go      Flat: a comment list with no container per comment (a
//	             "Comments" heading, then paragraphs closed by "Posted by:"
//	             lines), which no class marks.
//	posts.go     PostItems, AllOfKind: a discussion's post regions lifted
//	             to whole posts, and every sibling post of the same kind.
//	render.go    Render: each item's text and HTML without its controls
//	             (clean.CommentChrome) and nested replies, its author
//	             and date; notices and trackbacks are no comments.
//
// The decisions about comments the pipeline takes with these (a section
// too short to count, trace "comments"; a reply or two left out of the
// article, "comments.minor"; a flat list found, "comments.flat") are
// stages of core's pipeline (core/stages.go).
package thread
