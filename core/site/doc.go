// Package site uses a site profile in the default pipeline. A block that
// recurs on the site's other pages (seed 002: a template section of low
// importance) is furniture however much it reads like prose: an "about us"
// panel, a standing promotion, the masthead. The profile may only take
// such blocks away, never choose the article; and if it would take away
// most of what the article holds, it does not fit this page (a home page,
// a forum page of the same site) and is ignored.
//
// Furniture runs the site's template on the page (trace "site"); Fit
// checks the chosen article against it before the article grows (trace
// "site": the densest region that is not furniture replaces one that is,
// or the profile is dropped); Mostly tells a block that is mostly
// furniture, which article expansion does not join. The clean-up
// (core/clean, rule "recurring") leaves the furniture out of the article.
//
// Parameter: maxSiteNoiseShare = 0.5, the most of the article the template
// may remove before it is judged not to fit.
package site
