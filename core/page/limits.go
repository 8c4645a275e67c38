package page

// Thresholds of what an article region is, shared by the stages that
// choose one (article, pagetype, site).

// MaxArticleLinkDensity: an article region with more of its text in links
// than a prose sibling may have (article's isProseSibling) is a link hub (a menu, a
// list of headlines, a footer of contact links) chosen for its size. It
// was 0.5; at 0.25 (2026 dev corpora): cleaneval-dev 0.868 → 0.884,
// scrapinghub 0.949 → 0.954, dragnet-train 0.886 → 0.887, web2026-dev
// 0.777 → 0.779, the others unchanged.
const MaxArticleLinkDensity = 0.25

// MinArticleChars is the least text (outside links) an article region holds
// when it is chosen over a comment.
const MinArticleChars = 150

// MaxTeaserChars is the most text a listing's teaser holds.
const MaxTeaserChars = 1000
