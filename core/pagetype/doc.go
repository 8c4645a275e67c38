// Package pagetype makes the default pipeline's final page-type call:
// Article (A), Article with Comments (AC) or Multiple areas (M), after seed
// 000 (SD algorithm) §3.3 step 7.
//
// SD decides M from the geometry of its candidate regions alone:
// candidates on one level or sharing a class. Two things fool it on real
// pages: an article whose body is split into same-class columns looks like
// posts, and a thread whose first post is long looks like an article with
// replies. What tells them apart is what a post carries and a paragraph
// does not: who wrote it and when. Decide checks the items themselves, in
// this order (every decision is traced as "pagetype"):
//
//  1. articleOutsideComments (outside.go): when the densest block sits in
//     a comment section (one long comment under a short story), the prose
//     before the section is the article and the section holds comments. A
//     dialog (<dialog>, role=dialog or alertdialog: a cookie consent, a
//     sign-in form) is a layer over the page, never that prose.
//  2. checkPosts (pagetype.go): an M decision stands only when most of its
//     items carry post metadata (an author, a date, an avatar, a <time>)
//     or a linked heading (a listing's teasers); otherwise the page is an
//     article, its parts together when they are one story told in rows
//     (storyAcross), with the comment-named blocks among them as comments.
//  3. checkArticle (pagetype.go): an A or AC decision becomes M when the
//     article is the first post of the comment thread below it, signed as
//     its comments are (author and date in elements of the same kinds) and
//     no longer than a post among posts (thread.Submission: a link
//     aggregator's submission); when it sits inside one of at least three
//     sibling items of one kind (an <article> needs no class) that carry
//     post metadata (threadAround, threads.go), or holds such items each
//     naming its author and date and covering most of its text
//     (threadWithin), or when the structured data declares a discussion.
//     Items that each carry a rating (a class or id with a "rating" or
//     "star(s)" part, microdata's reviewRating/ratingValue) are a
//     product's reviews, not posts: they become the comments of the prose
//     before them, or the call stands (reviewsNotThread, reviews.go).
//
// The parameters: minThreadPosts = 3 items of one kind (2 on a page that
// declares a discussion), maxThreadClimb = 10 levels above the article,
// minThreadCover = 6/10 of the region's text, minCommentRun = 3
// comment-named blocks alike, minStoryAcrossShare = 0.3.
package pagetype
