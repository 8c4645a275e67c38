// Package meta reads what a page says about itself: its address and the
// base its links resolve against, and its metadata (title, byline,
// publication date, language, site name, lead image, excerpt), plus the
// facts the default pipeline's later stages read from it — the headline
// to look for on the page, the element the byline came from, and whether
// the structured data declares a discussion.
//
// Everything here is a function of the parsed document: no segmentation,
// no trace. The order of trust follows Firefox's Reader View
// (Readability.js), the de-facto standard readers expect: JSON-LD first,
// then Dublin Core, OpenGraph, Twitter and Parse.ly <meta>, then the
// document <title> with its site part cut off, then bylines marked in the
// page. Readability's regular expressions are written out by hand
// (titlesep.go) so the wasm links no regexp engine.
//
// Files:
//
//	meta.go       Read: <meta>, JSON-LD, <time>, bylines; Excerpt
//	title.go      the document title without its site part; the headline
//	titlesep.go   Readability's title and <meta> patterns, by hand
//	address.go    Address: the page's URL (canonical, og:url) and <base href>
package meta
