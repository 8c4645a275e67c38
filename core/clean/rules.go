package clean

import (
	"slices"

	"golang.org/x/net/html/atom"
)

// Rule is one clean-up rule: a question asked of a block inside the
// article, and the reason it gives when the answer is "leave it out".
type Rule struct {
	// Name names the rule (kebab case) in the trace and the tests.
	Name string
	// Question is what the rule asks of a block.
	Question string
	// Pages says on which pages it runs.
	Pages Pages
	// Tags are the elements it is asked about; nil: every element.
	Tags []atom.Atom
	// NotListing: it stays silent in a listing's item list (the article
	// the listing stage chose), whose items are link-dense and oddly named.
	NotListing bool
	// Scope lists the protected contexts (pre, code, table cells, …) the
	// rule is about and may fire inside; see Scope and protectScopes.
	Scope Scope
	// Langs are the languages of the words it reads in the text ("en",
	// "de", …); nil when it reads none (structure, links, class names).
	Langs []string
	// Test is the test that fails without the rule: an end-to-end test
	// of package core. TestEveryRuleIsNeeded (rules_test.go) checks a
	// case of the rule's own name on the rule alone.
	Test string

	// A rule is one of two kinds. block answers for one element inside
	// the article (asked in page order, once per element, parents before
	// children; a dropped element's subtree is not asked): the reason to
	// leave it out, or "". sweep runs once per article root before the
	// rendering and returns the blocks to leave out, with the reason.
	block func(c *Cleaner, id int, a *pass) string
	sweep func(c *Cleaner, root int, a *pass) (ids []int, why string)
	// rendering: the block rule remembers what the rendering kept (it
	// answers in page order), so only the article's rendering asks it,
	// not Boilerplate.
	rendering bool
}

// Pages are the pages a rule runs on.
type Pages uint8

const (
	// AnyPage: the default pipeline and every method selected by name.
	AnyPage Pages = iota
	// DefaultPipeline: the default pipeline only (`-algo NAME` measures
	// the method alone).
	DefaultPipeline
	// ArticlePages: the default pipeline on an article (type A or AC),
	// whose byline and title the reader shows above it.
	ArticlePages
	// DiscussionPages: the default pipeline on a discussion (type M),
	// where a post's author line stays with the post.
	DiscussionPages
)

// chromeTags are the elements of the page's chrome; blockTags the blocks
// most rules are asked about (a run of text inside a list item, a link or
// a heading below h2 is the story's, whatever it says).
var (
	chromeTags  = []atom.Atom{atom.Nav, atom.Aside, atom.Footer, atom.Header}
	titleTags   = []atom.Atom{atom.H1, atom.H2}
	blockTags   = []atom.Atom{atom.Div, atom.Section, atom.Ul, atom.Ol, atom.Dl, atom.Table, atom.P, atom.Span, atom.Figure}
	sectionTags = []atom.Atom{atom.Div, atom.Section, atom.Article, atom.Aside, atom.Ul, atom.Ol}
	facetTags   = []atom.Atom{atom.Div, atom.Section, atom.Form, atom.Fieldset, atom.Dialog}
)

// The languages of the word lists (ISO 639-1): the seven of the
// features' stop words, and Russian where a list has it too.
var (
	seven   = []string{"en", "de", "fr", "es", "it", "nl", "pt"}
	corpora = []string{"en", "de", "fr", "es", "it", "nl", "pt", "ru"}
)

// rules is the clean-up, in the order it is asked: the sweeps first, then
// for each element the block rules until one answers. The order is part
// of the output: the first rule that answers names the reason.
var rules = []Rule{
	// Sweeps over each article root.
	{Name: "trailing-links", Question: "Do the article's last text blocks (two or more, and the short line introducing them) each point elsewhere, mostly link text?",
		Pages: DefaultPipeline, NotListing: true, Test: "TestTrailingRelatedLinksAreDropped", sweep: trailingLinks},
	{Name: "related-section", Question: "Does a block open with a heading announcing other stories (\"Related posts\", \"You may also like\")?",
		Pages: DefaultPipeline, NotListing: true, Langs: corpora, Test: "TestRelatedSectionInsideTheStoryIsDropped", sweep: relatedSections},

	{Name: "preview-copy", Question: "Is it a preview of the block beside it: its text cut short (an ellipsis, a \"more\" control, a clip) where the other's goes on?",
		Pages: DefaultPipeline, Scope: List, Test: "TestArticlePreviewBesideItsFullText", sweep: previewCopies},

	// Blocks, every element.
	{Name: "comment-section", Question: "Is it a comment section, rendered as the comments?",
		Scope: Protected, Test: "TestOneShortReplyLeavesTheArticle", block: inCommentSection},
	{Name: "hidden", Question: "Is it hidden (display:none, hidden, aria-hidden)?",
		Scope: Protected, Test: "TestBlockTheBrowserHidesLeavesTheArticle", block: hidden},
	{Name: "recurring", Question: "Does the site profile find it on the site's other pages?",
		Scope: Protected, Test: "TestRecurringBlockInsideTheStoryLeavesTheArticle", block: recurring},
	{Name: "poster-stat", Question: "Is it a figure about a post's author (\"Joined\", \"Posts: 4032\")?",
		Pages: DiscussionPages, Langs: seven, Scope: List, Test: "TestForumPosterFiguresAreChrome", block: posterStat},
	{Name: "byline", Question: "Is it the element the byline was read from?",
		Pages: ArticlePages, Scope: List, Test: "TestBylineElementLeavesTheArticle", block: bylineElement},
	{Name: "byline-line", Question: "Is it the line around the byline, nothing but the name, a date and the words around them?",
		Pages: ArticlePages, Langs: seven, Scope: List, Test: "TestBylineLineLeavesNoResidue", block: bylineLineRule},
	{Name: "byline-label", Question: "Is it the word before the byline's name (\"By\", \"Written by\")?",
		Pages: ArticlePages, Langs: seven, Scope: List, Test: "TestBylineLineLeavesNoResidue", block: bylineLabel},
	{Name: "share-or-tag-links", Question: "Do all its links share the page or file it under a tag?",
		Langs: corpora, Scope: List, Test: "TestShareAndTagLinksAreDropped", block: shareOrTag},
	{Name: "software-credit", Question: "Is it a link crediting the site's software (\"Powered by …\")?",
		Langs: seven, Scope: List, Test: "TestSoftwareCreditLeavesTheArticle", block: softwareCredit},
	{Name: "comments-link", Question: "Is it a link to the comments (\"Comments (4)\")?",
		Pages: ArticlePages, Langs: seven, Scope: List, Test: "TestEmptyCommentSectionLabelsLeaveTheArticle", block: commentsLink},
	{Name: "comment-prompt", Question: "Is it the comment system's prompt or notice (\"Leave a Reply\")?",
		Pages: ArticlePages, Langs: seven, Test: "TestCommentPromptsLeaveTheStory", block: commentPrompt},
	{Name: "comment-label", Question: "Is it a label of an empty comment section, named so by its class?",
		Pages: ArticlePages, NotListing: true, Test: "TestEmptyCommentSectionLabelsLeaveTheArticle", block: commentLabel},
	{Name: "chrome-tag", Question: "Is it a <nav>, <aside>, <header> or <footer>?",
		Tags: chromeTags, Test: "TestPageOfSmallSectionsIsWhole", block: chromeTag},
	{Name: "skip-link", Question: "Is it a link into the page that only a keyboard or a screen reader meets (\"Skip to content\", clipped to nothing)?",
		Tags: []atom.Atom{atom.A}, Test: "TestSkipLinksLeaveTheArticle", block: skipLink},
	{Name: "structured-data", Question: "Is it a schema.org item written out for machines (its every text an itemprop's address, number or date)?",
		Test: "TestStructuredDataForMachinesLeavesTheArticle", block: structuredData},
	{Name: "title-heading", Question: "Is it an <h1> or <h2> repeating the page's title?",
		Pages: ArticlePages, Tags: titleTags, Test: "TestArticleLeavesOutWhatTheReaderShowsAbove", block: titleHeading},

	// Blocks, the block elements only.
	{Name: "related-label", Question: "Is it a label of other stories over their links (\"More from …\")?",
		Pages: ArticlePages, Tags: blockTags, Langs: corpora, Test: "TestMoreFromLabelAndItsLinksLeaveTheArticle", block: relatedLabel},
	{Name: "control-label", Question: "Is it a control's or an ad slot's label (\"Advertisement\", \"Share\", \"Close\")?",
		Tags: blockTags, Langs: corpora, Scope: Blockquote, Test: "TestControlLabelsAreNotStory", block: controlLabel},
	{Name: "print-note", Question: "Is it the note about the story's print edition?",
		Pages: ArticlePages, Tags: blockTags, Langs: seven, Test: "TestPrintEditionNoteIsDropped", block: printNote},
	{Name: "author-box", Question: "Is it the author's box (\"About the author\" over a biography)?",
		Pages: ArticlePages, Tags: blockTags, Langs: corpora, Test: "TestAuthorBoxIsDropped", block: authorBoxRule},
	{Name: "promotion", Question: "Does it promote other pages (\"SEE MORE:\", \"Don't miss\")?",
		Tags: blockTags, Langs: seven, Test: "TestPromotionLinesAreDropped", block: promotion},
	{Name: "script-notice", Question: "Is it a notice that a widget needs JavaScript?",
		Tags: blockTags, Langs: seven, Test: "TestScriptNoticeLeavesTheArticle", block: scriptNotice},
	{Name: "gallery", Question: "Is it an image gallery inside the story, its captions repeated per slide?",
		Pages: ArticlePages, Tags: blockTags, Test: "TestGalleryInsideStoryIsLeftOutFigureStays", block: gallery},
	{Name: "metadata-line", Question: "Is it a metadata line (date, reading time) the reader shows above the article?",
		Pages: ArticlePages, Tags: blockTags, Scope: List, Test: "TestArticleLeavesOutWhatTheReaderShowsAbove", block: metadataLine},
	{Name: "noise-word", Question: "Does its class or id name boilerplate (\"share\", \"promo\", \"sidebar\")?",
		Tags: blockTags, NotListing: true, Test: "TestNoiseClassBlockLeavesTheArticle", block: noiseWord},
	{Name: "link-list", Question: "Is it a list of links (two or more, most of its text), not the story's references elsewhere, nor a landing page's grid of feature cards?",
		Tags: blockTags, NotListing: true, Test: "TestOffsiteRecommendationsStay", block: linkList},
	{Name: "facet-panel", Question: "Is it a listing's filter and sort panel: several groups of checkboxes, radio buttons or selects with short headings, no picture?",
		Pages: DefaultPipeline, Tags: facetTags, Test: "TestShopCollectionLeavesOutItsFilterPanel", block: facetPanel},
	{Name: "nav-tree", Question: "Is it a tree of links (a list whose items nest lists of links), the site's menu of its pages?",
		Tags: []atom.Atom{atom.Ul, atom.Ol}, Test: "TestPageOfSectionsLeavesOutItsMenuTree", block: navTree},

	// Blocks, while rendering.
	{Name: "repeated-block", Question: "Does it repeat a block of the article word for word, in a copy of that block's section?",
		Pages: DefaultPipeline, Test: "TestCopiedSectionsAreShownOnce", block: repeatedBlock, rendering: true},
}

// Rules returns the clean-up rules in the order they are asked.
func Rules() []Rule { return slices.Clone(rules) }
