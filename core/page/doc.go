// Package page is the shared state of the default pipeline's stages: one
// Page per extraction holds the parsed document, its feature table, the
// trace and the facts read before any stage runs (address, headline,
// byline element, declared discussion, SD's T1), and answers the questions
// several stages ask about an element:
//
//	layout.go   NoiseWord: segment's noise words on a class/id, except the
//	            page's layout vocabulary (a page builder's "widget" around
//	            every block)
//	title.go    ReadsAsTitle, TitledStory, HeadedByTitle, HeaderSized: does
//	            a heading or block carry the page's headline
//	place.go    CommentAncestor, InTags, InPageChrome, InBoilerplate: where
//	            an element sits
//	kind.go     Signature, KindClass: the kind of a repeated block
//	sets.go     Overlap, Outermost, IDWalk: sets of elements
//	regions.go  RegionFor, Labelled, Relabel, SetLabels, Densest: the
//	            segmentation's regions, as the stages relabel them
//	limits.go   thresholds of an article region shared by several stages
//
// A stage reads the Page and never changes its exported fields; what it
// decides it returns, or writes into the segmentation it is handed.
// Nothing here records a decision in the trace: the stages do.
package page
