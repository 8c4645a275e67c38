package clean

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// Paragraph classes: a template may give every paragraph of the story a
// class that holds a noise word by accident ("contextmenu" names the
// paragraphs of one newspaper's stories, for its right-click handler).
// The words are right about a menu's items, which are links, and wrong
// about a run of sentences.
const (
	minStoryParagraphs     = 3   // blocks of the class under one parent
	minStoryParagraphShare = 0.5 // of the parent's text they hold
	maxStoryParagraphLinks = 0.2 // link density of their text
)

// storyParagraphClass reports an element whose siblings of the same tag and
// class (at least minStoryParagraphs of them, itself included) hold most of
// their parent's text, with few links: the story's paragraphs, whatever the
// class says. The answer is kept per parent and class, so a parent of a
// million such children is read once.
func (c *Cleaner) storyParagraphClass(id int) bool {
	parent := int(c.doc.Parent[id])
	if parent < 0 {
		return false
	}
	key := paragraphClass{parent, c.doc.Tag(id), c.doc.ClassIDOf(id)}
	if ok, seen := c.paragraphClasses[key]; seen {
		return ok
	}
	var n, chars, links int32
	c.doc.Children(parent, func(k int) {
		if c.doc.Tag(k) == key.tag && c.doc.ClassIDOf(k) == key.class {
			n++
			chars += c.st.Chars[k]
			links += c.st.LinkChars[k]
		}
	})
	ok := n >= minStoryParagraphs && float64(chars) >= minStoryParagraphShare*float64(c.st.Chars[parent]) &&
		float64(links) <= maxStoryParagraphLinks*float64(chars) && chars > 0
	if c.paragraphClasses == nil {
		c.paragraphClasses = map[paragraphClass]bool{}
	}
	c.paragraphClasses[key] = ok
	return ok
}

// paragraphClass keys storyParagraphClass's answers.
type paragraphClass struct {
	parent int
	tag    atom.Atom
	class  string
}

// GalleryWords name an embedded gallery or slideshow by class/id.
var GalleryWords = segment.NewWordSet("gallery", "slideshow", "carousel", "slider")

func gallery(c *Cleaner, id int, _ *pass) string {
	if c.st.Images[id] >= 2 && GalleryWords.In(c.doc.ClassIDOf(id)) && !c.headedSlides(id) && !c.quotedSlides(id) {
		return "an image gallery inside the story (its captions repeat per slide)"
	}
	return ""
}

// headedSlides reports a carousel whose slides are headed (an h2–h6
// inside each) with headings of their own: cards of the story (case
// studies, testimonials, numbered picks), not pictures with their captions
// repeated, nor a slider that prints its slides twice to loop them (a
// heading said twice), as sliders of other stories do.
func (c *Cleaner) headedSlides(id int) bool {
	seen := map[string]bool{}
	for d := id + 1; d <= c.doc.End(id); d++ {
		if dom.HeadingLevel(c.doc.Tag(d)) > 1 && c.st.Chars[d] > 0 && !c.st.Hidden[d] {
			t := dom.Text(c.doc.Elems[d])
			if strings.IndexFunc(t, unicode.IsLetter) < 0 {
				continue // a slide's number ("4"), not its title
			}
			if seen[t] {
				return false
			}
			seen[t] = true
		}
	}
	return len(seen) >= 2 // one heading is the gallery's own title
}

// minQuoteChars is the text (non-space characters) of a slide's quote.
const minQuoteChars = 60

// quotedSlides reports a slider of quotes (testimonials: a customer's
// sentence or two, then a name): at least two blocks of text with no
// element inside, each opening with a quotation mark and distinct. A
// picture's caption does not open with one, in any of the languages of
// the features („…“, «…», “…”). A slider that prints its slides twice
// to loop them says a quote twice.
func (c *Cleaner) quotedSlides(id int) bool {
	seen := map[string]bool{}
	for d := id + 1; d <= c.doc.End(id); d++ {
		if c.st.Hidden[d] || c.st.OwnChars[d] < minQuoteChars || c.st.Chars[d] != c.st.OwnChars[d] {
			continue
		}
		t := strings.TrimSpace(dom.Text(c.doc.Elems[d]))
		if r, _ := utf8.DecodeRuneInString(t); !strings.ContainsRune("“„«\"‘‹「", r) {
			continue
		}
		if seen[t] {
			return false
		}
		seen[t] = true
	}
	return len(seen) >= 2
}

// otherStoriesWords are the noise words that name lists of other pages
// (related, recommended, trending stories, a recommendation network's
// box): such a list always links to them, so a block so named that holds
// no link at all, yet a list of items, is something else (a pricing
// table's "recommended" plan and its features). A box so named with no
// list is the shell of one its script fills ("Related posts: If you
// found this helpful, check out…").
// minLinklessItems is the fewest list items a block named for other
// stories holds, without a link, to be something else.
const minLinklessItems = 2

var otherStoriesWords = map[string]bool{"related": true, "recommend": true, "trending": true, "most-popular": true,
	"mostpopular": true, "more-stories": true, "also-read": true, "outbrain": true, "taboola": true}

// noiseWord: a long block of prose is content even with an unlucky class
// name, and so is each paragraph of a story whose paragraphs all carry it
// ("contextmenu Body"), and a data table of facts (a table of a country's
// largest cities classed "navbox"), and every module of an article whose
// template names them all with the word (page.NoiseWordIn: the article's
// layout vocabulary).
func noiseWord(c *Cleaner, id int, a *pass) string {
	st := c.st
	if w, ok := c.pg.NoiseWordIn(id, a.rootOf(c.doc, id)); ok {
		if w == "header" && (c.headingOnly(id) || c.HeroHeader(id)) {
			return "" // a section's or a card's header: its heading; the main content's hero
		}
		if c.partOfKeptWhole(id, w, a) {
			return "" // the word names the whole the article is, not a block in it
		}
		if otherStoriesWords[w] && c.st.Links[id] == 0 && c.st.Lists[id] >= minLinklessItems {
			return "" // a plan's "recommended" features, not links to other stories
		}
		if !(st.Paras[id] >= 3 && st.LinkDensity(id) < 0.2 && st.Chars[id] > 400) && !c.storyParagraphClass(id) && !c.dataTableOfFacts(id) {
			return fmt.Sprintf("noise keyword %q in class/id", w)
		}
	}
	return ""
}

// partOfKeptWhole reports a block whose noise word w is the name of a
// BEM block ("product-details-modal__container", an element of
// "product-details-modal") that the article keeps as a whole — a root
// rendered, on the path down to the region found, or a block inside a
// root the rules kept (keptBlock). A store may build
// its product's details as a "modal" or a "drawer" and show it in the
// page; the whole was chosen as the content, so its parts named after it
// are content too. A part whose own element name holds the word
// ("story__share") is still judged.
func (c *Cleaner) partOfKeptWhole(id int, w string, a *pass) bool {
	if a == nil || len(a.isRoot) == 0 {
		return false
	}
	for _, tok := range strings.Fields(strings.ToLower(c.doc.ClassIDOf(id))) {
		i := strings.Index(tok, "__")
		if i <= 0 || !strings.Contains(tok[:i], w) || strings.Contains(tok[i:], w) {
			continue
		}
		for p := int(c.doc.Parent[id]); p >= 0; p = int(c.doc.Parent[p]) {
			if (a.isRoot[p] || c.keptBlock(p, a)) && slices.Contains(strings.Fields(strings.ToLower(c.doc.ClassIDOf(p))), tok[:i]) {
				return true
			}
		}
	}
	return false
}

// keptBlock reports a block the rules were asked about, inside a root
// rendered, that still stands: the renderer asks a parent before its
// children and never enters a block left out, so a part met in a block
// named by the same noise word meets a whole the noise-word rule kept
// (a pricing section "actionablePlanRecommendations", kept for its
// plans; its "actionablePlanRecommendations__plan" are its plans). Only
// while rendering (a.roots): elsewhere the block may not have been asked.
func (c *Cleaner) keptBlock(p int, a *pass) bool {
	return slices.Contains(blockTags, c.doc.Tag(p)) && a.rootOf(c.doc, p) >= 0
}

// dataTableOfFacts reports a data table (isDataTable) of facts, not a
// menu laid out in a table: most of its text is not links, or no cell
// holds a list (a navigation box's cells hold lists of links).
func (c *Cleaner) dataTableOfFacts(id int) bool {
	if c.doc.Tag(id) != atom.Table || !c.isDataTable(id) {
		return false
	}
	if c.st.LinkDensity(id) <= 0.5 {
		return true
	}
	for d := id + 1; d <= c.doc.End(id); d++ {
		if c.doc.Tag(d) == atom.Td && c.st.Lists[d] > 0 {
			return false
		}
	}
	return true
}

// headingOnly reports a block whose text is all one heading's: the
// wrapper a template puts around a section's, a card's or a question's
// heading ("section-header", "card-header", "accordion-header"). A page's
// header holds more than a heading (a logo's link, a menu, a search box).
func (c *Cleaner) headingOnly(id int) bool { return c.soleHeading(id) >= 0 }

// soleHeading returns the heading that holds all of id's text (id itself,
// or the first heading inside it), or -1.
func (c *Cleaner) soleHeading(id int) int {
	for d := id; d <= c.doc.End(id); d++ {
		if dom.HeadingLevel(c.doc.Tag(d)) > 0 {
			if c.st.Chars[d] == c.st.Chars[id] && c.st.Chars[d] > 0 {
				return d
			}
			return -1
		}
	}
	return -1
}
