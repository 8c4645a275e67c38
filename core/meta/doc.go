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
// The title is then the headline the page shows (headline.go): a shown
// <h1> that rewords the metadata titles, or is their first part before the
// site's or the section's name, replaces them; on an article, an <h1>
// that repeats one of several metadata wordings leaves Reader View's
// choice among them, unless it repeats the JSON-LD headline (schema.org's
// own headline, which Reader View only guesses between). A listing shows
// its category's name: the first shown <h1> sharing a word with the title
// (CategoryName), which the pipeline takes once it knows the page's kind.
//
// The header is then cleaned as a reader shows it (header.go, dates.go):
// the title without the site's name at either end, for any separator,
// when the page says the part names the site (its declared name, its
// host, its copyright notice, another of its titles), and without
// entities escaped twice or Markdown and HTML marks; the byline as the
// names alone ("By", "Written by:", "Von", the date and reading time
// after the names, another contributor's role ("Edited by") and counts
// beside a name ("196 76") removed; several authors joined by commas; never a
// line inside a comment, nor a date); the published date in ISO 8601,
// machine sources first, a date written out read in the languages of the
// features, a relative date ("3 days ago") never.
//
// Files:
//
//	meta.go       Read: <meta>, JSON-LD, <time>, bylines; Excerpt
//	title.go      the document title without its site part; the headline
//	headline.go   the title the page shows: its <h1> over reworded metadata
//	titlesep.go   Readability's title and <meta> patterns, by hand
//	header.go     the header as shown: entities, marks, site parts, bylines
//	dates.go      dates in ISO 8601; relative dates; dates beside a byline
//	address.go    Address: the page's URL (canonical, og:url) and <base href>
package meta
