package meta

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"golang.org/x/net/html"
)

// The page's metadata titles are written for search results and shares:
// og:title ("Top 11 SEO Strategies for 2025"), the JSON-LD headline and
// the <title> are often an older or search-tuned wording of the headline
// the page shows in its <h1> ("11 SEO Strategies for 2025 to Boost
// Rankings and Stay Ahead"), or carry the site's or the section's name
// ("Quickstart — Flask Documentation (3.1.x)" above the <h1>
// "Quickstart"). A reader shows what the page shows: when the metadata
// titles disagree with every shown <h1>, the <h1> that is the same
// headline reworded is the title. When an <h1> repeats one of them, the
// page has chosen among its own wordings: on an article (og:type article,
// a schema.org Article) the newsroom writes several on purpose (a social
// headline, a display one), and Reader View's order of trust picks among
// them, as readers expect, unless the <h1> repeats the JSON-LD headline:
// schema.org's headline is the article's own headline by definition, and
// Reader View prefers it to the JSON-LD name only by its likeness to the
// <title>, a guess the shown <h1> settles; on other pages the one the <h1>
// repeats is taken.

// minHeadlineOverlap is the share of the shorter text's words the other
// must hold, and more, for an <h1> and a metadata title to be the same
// headline reworded ("Camp Stoves" and "Camping Stoves: Top Rated Camp Stoves";
// not "Build fast. Run any code" and "Deploy app servers close to your
// users").
const minHeadlineOverlap = 0.5

// minRewordedWords is the fewest words an <h1> that rewords a metadata
// title shares with it: a tagline shares two or so ("Win customers with
// the #1 email marketing platform" beside "Email Marketing Tools").
const minRewordedWords = 3

// shownHeadline returns the title the page shows: title itself when a
// shown <h1> repeats it or, on an article, any metadata title but the
// JSON-LD headline (headline; the <h1> repeating it gives it); on other
// pages the metadata title a shown <h1> repeats (case, white space and
// quote marks aside: og:title over a JSON-LD headline another wording of
// it); else the shown <h1> that shares most words (Jaccard) with the
// metadata titles, among those holding more than minHeadlineOverlap of
// the shorter's words and, when all its words are in the metadata title,
// standing apart there as its first part (the rest is then the site's or
// the section's name, not more of the headline: "Marketing Software"
// within "AI-Powered Marketing Software that Multiplies Results" is no
// headline), and not the metadata title under a label ("Thread: Engine
// knocks"); else title. An <h1> that holds a metadata title as one of
// its pieces, with a label, a source link or a counter in pieces of their
// own beside it (headlineAmongPieces), shows that title. An <h1> that names the site (namesSite: "TFH
// Online Forum" above the thread) is never the headline. titles are the
// page's metadata titles without their site parts; h1s the texts of its
// shown <h1>s, pieces the texts below each (headlinePieces).
func shownHeadline(title, headline string, titles, h1s []string, pieces [][]string, ev siteEvidence, article bool) string {
	var shown []string
	var shownPieces [][]string
	for i, h := range h1s {
		if h = withoutSectionNumber(headerText(h)); h != "" && !ev.namesSite(strings.ToLower(h), "", true) {
			shown = append(shown, h)
			if i < len(pieces) {
				shownPieces = append(shownPieces, pieces[i])
			} else {
				shownPieces = append(shownPieces, nil)
			}
		}
	}
	if len(shown) == 0 {
		return title
	}
	all := append([]string{title}, titles...)
	for _, t := range all {
		for _, h := range shown {
			if sameHeadline(t, h) {
				if !article || sameHeadline(h, headline) {
					return t
				}
				return title
			}
		}
	}
	for i, h := range shown {
		if t, whole := headlineAmongPieces(all, h, shownPieces[i]); t != "" {
			if whole && article {
				return title
			}
			return t
		}
	}
	best, bestScore := title, 0.0
	for _, h := range shown {
		hw := headlineWords(h)
		for _, t := range titles {
			tw := headlineWords(t)
			common := commonWords(hw, tw)
			if len(hw) == 0 || len(tw) == 0 || float64(common) <= minHeadlineOverlap*float64(min(len(hw), len(tw))) {
				continue
			}
			subset := common == len(hw) && len(tw) > common
			if subset && !isFirstPart(h, t) {
				continue // a shorter name within the title ("Marketing Software"), no rewording
			} // the same words punctuated otherwise ("Guide: 2025" for "Guide - 2025") are the page's
			if !subset && common < minRewordedWords {
				continue // two words in common: a tagline beside the title, no rewording of it
			}
			if common == len(tw) && isFirstPart(t, h) || isLastPart(t, h) {
				continue // the title under a label ("Thread: Title")
			}
			if score := float64(common) / float64(len(hw)+len(tw)-common); score > bestScore {
				best, bestScore = h, score
			}
		}
	}
	return best
}

// listingHeadline returns the first shown <h1> (h1s; its section number
// dropped, not naming the site) that shares a word with title and is not
// it, else "". A listing — a shop's category, a section's front page —
// heads its items with the category's name ("Camp Stoves", "Sofas &
// sectionals"), while its <title> and og:title are written for search
// ("Camping Stoves: Top Rated Camp Stoves", "Modern Sofas & Couches"):
// the name the page shows is its title. An <h1> sharing no word with the
// title labels a part of the page ("Posts" above a front page's feed); a
// title that is the <h1>'s letters, alone or with the site's name, says
// its name already, in the page's typography ("Men's Running Shoes.
// Shopsite.com" beside "Mens Running Shoes"), while one that goes on
// qualifies the name for search ("GPUs & Video Graphics Cards for PCs"
// beside "GPUs / Video Graphics Cards").
func listingHeadline(title string, h1s []string, ev siteEvidence) string {
	tw := headlineWords(title)
	for _, h := range h1s {
		h = withoutSectionNumber(headerText(h))
		if h == "" || ev.namesSite(strings.ToLower(h), "", true) {
			continue
		}
		if rest, ok := afterLetters(title, squash(strings.ToLower(h))); ok {
			if rest == "" || ev.namesSite(strings.ToLower(rest), "", true) || isDomainName(rest) {
				return "" // the title is the same name, in its own typography, and the site's
			}
			return h // the title qualifies the name ("… for PCs")
		}
		hw := headlineWords(h)
		if sameName(hw, tw) {
			return "" // the title is the <h1>'s name written out ("Barbecue à gaz", "Barbecue Gaz")
		}
		if commonWords(hw, tw) > 0 {
			return h
		}
	}
	return ""
}

// afterLetters reports whether s begins with the letters and digits of
// prefix (squashed, lower case), whatever lies between them, and returns
// what follows them, without the spaces and marks around it.
func afterLetters(s, prefix string) (rest string, ok bool) {
	i := 0
	for prefix != "" {
		r, n := utf8.DecodeRuneInString(s[i:])
		if n == 0 {
			return "", false
		}
		i += n
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			continue
		}
		p, pn := utf8.DecodeRuneInString(prefix)
		if unicode.ToLower(r) != p {
			return "", false
		}
		prefix = prefix[pn:]
	}
	return strings.TrimFunc(s[i:], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }), true
}

// sameName reports a title whose words are the <h1>'s words and function
// words (features.IsStopWord): the same name, the one written out.
func sameName(h1Words, titleWords []string) bool {
	if commonWords(h1Words, titleWords) < len(h1Words) {
		return false
	}
	for _, w := range titleWords {
		if !slices.Contains(h1Words, w) && !features.IsStopWord(w) {
			return false
		}
	}
	return true
}

// isDomainName reports a word with a dot inside, as "Shop.com" names a
// site.
func isDomainName(s string) bool {
	i := strings.IndexByte(s, '.')
	return i > 0 && i < len(s)-1 && !strings.ContainsAny(s, " \t")
}

// maxHeadlinePieces bounds the pieces read below an <h1>, and
// maxPiecedHeadline the length of an <h1>'s text that is taken apart: a
// headline with a label or a counter beside it has a few pieces and a
// line's length; an <h1> wrapping a whole page (it happens) is no
// headline to take apart, and reading the text of each of its pieces
// would read the page again and again.
const (
	maxHeadlinePieces = 24
	maxPiecedHeadline = 500
)

// headlinePieces returns the texts of the elements and text nodes below
// h1 (not h1's own), in document order, at most maxHeadlinePieces: the
// separate parts a headline element may hold beside the headline (a
// thread's prefix label, a story's source link and comment count). text
// is h1's text; none when it is longer than maxPiecedHeadline.
func headlinePieces(h1 *html.Node, text string) []string {
	if len(text) > maxPiecedHeadline {
		return nil
	}
	var out []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && len(out) < maxHeadlinePieces; c = c.NextSibling {
			if c.Type != html.ElementNode && c.Type != html.TextNode || c.Type == html.ElementNode && dom.NonContent(c) {
				continue
			}
			if t := dom.Text(c); t != "" {
				out = append(out, t)
			}
			walk(c)
		}
	}
	walk(h1)
	return out
}

// headlineAmongPieces finds the metadata title in an <h1> that holds it
// with other, separate pieces around it: a story's headline link followed
// by a source link and a comment counter ("Grads Find No Jobs
// (latimes.com) 87"), a thread title after its prefix label ("News",
// a styled span). The texts agree only piece by piece, so the headline's
// words are kept and no word list decides what is extra. A piece that is
// one of titles whole and more than half the <h1>'s words (not a phrase
// emphasised within a longer headline) gives that title (whole true); a piece that is a
// title without a shorter part the title joins to it by a site separator
// ("News - Digital Cameras" for the label "News" and the piece "Digital
// Cameras"), the <h1> being exactly those two, gives the piece. Else "".
func headlineAmongPieces(titles []string, h string, pieces []string) (string, bool) {
	for _, t := range titles {
		for _, p := range pieces {
			if sameHeadline(t, p) && 2*wordCount(p) > wordCount(h) {
				return t, true
			}
		}
	}
	for _, t := range titles {
		for _, p := range pieces {
			for _, sep := range siteSeparators {
				if i := strings.Index(t, sep); i > 0 {
					label, rest := t[:i], t[i+len(sep):]
					if sameHeadline(rest, p) && sameHeadline(h, label+" "+p) && wordCount(p) > wordCount(label) {
						return p, false
					}
				}
				if i := strings.LastIndex(t, sep); i > 0 {
					rest, label := t[:i], t[i+len(sep):]
					if sameHeadline(rest, p) && sameHeadline(h, p+" "+label) && wordCount(p) > wordCount(label) {
						return p, false
					}
				}
			}
		}
	}
	return "", false
}

// isFirstPart reports h as the first part of title split at its site
// separators ("Quickstart" of "Quickstart — Flask Documentation
// (3.1.x)"). The last part is more often the site's or the section's name
// ("Small brown bird at my feeder : whatsthisbird").
func isFirstPart(h, title string) bool {
	parts := titleParts(title)
	if len(parts) > 1 && sameHeadline(h, parts[0]) {
		return true
	}
	// A name in parentheses at the end: "The Fold-and-Cut Problem (Erik
	// Demaine)", "Skiplagging in the relocation process (via Passle)".
	if i := strings.LastIndex(title, " ("); i > 0 && strings.HasSuffix(title, ")") {
		return sameHeadline(h, title[:i])
	}
	return false
}

// withoutSectionNumber drops a section's number before a heading ("15 -
// Tutorial: Sweep and Loft", "2.3. Installing"): the number orders the
// chapters, it is no part of the headline. A number the headline begins
// with ("11 SEO Strategies") has no separator after it and stays.
func withoutSectionNumber(h string) string {
	i := strings.IndexFunc(h, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if i <= 0 {
		return h
	}
	for _, sep := range []string{" - ", " – ", " — ", " "} {
		if rest, ok := strings.CutPrefix(h[i:], sep); ok && (sep != " " || h[i-1] == '.') && rest != "" {
			return rest
		}
	}
	return h
}

// isLastPart reports h as the last part of title split at its site
// separators.
func isLastPart(h, title string) bool {
	parts := titleParts(title)
	return len(parts) > 1 && sameHeadline(h, parts[len(parts)-1])
}

// sameHeadline reports two texts equal but for case, white space and the
// quote marks' typography.
func sameHeadline(a, b string) bool {
	return strings.EqualFold(plainQuotes(dom.FoldSpace(a)), plainQuotes(dom.FoldSpace(b)))
}

// plainQuotes writes typographic quote marks and apostrophes as ASCII.
var plainQuotes = strings.NewReplacer("‘", "'", "’", "'", "‚", "'", "‛", "'", "′", "'", "“", `"`, "”", `"`, "„", `"`, "″", `"`).Replace

// headlineWords returns a text's distinct words, lower case.
func headlineWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), isNotWordRune) {
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// commonWords counts the words of a found in b.
func commonWords(a, b []string) int {
	n := 0
	for _, w := range a {
		if slices.Contains(b, w) {
			n++
		}
	}
	return n
}

// minCutLength is the shortest title that may have been cut at a length
// limit without a mark: the limits sites and their tools set (110
// characters for a JSON-LD headline, 100 or more for og:title) are
// longer.
const minCutLength = 100

// untruncated returns the metadata title that title is cut from: a
// JSON-LD headline or an og:title cut at a length limit ("… We Help 4
// Readers Find Solutions (Including", "… the trend in the watch...") is
// completed by another title of the page that begins with it and goes on
// with more words, not with a separator and a site's name. A title looks
// cut when it ends with an ellipsis, leaves a bracket open or is
// minCutLength long.
func untruncated(title string, titles []string) string {
	stem := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(title), ".…"))
	cut := len(stem) < len(strings.TrimSpace(title)) || strings.Count(stem, "(") > strings.Count(stem, ")") || len(stem) >= minCutLength
	if stem == "" || !cut {
		return title // whole: a longer title beside it adds ("… (with Pictures)"), it does not complete
	}
	best := title // the shortest completion: the others may add more than the cut took
	for _, t := range titles {
		if len(t) <= len(stem) || best != title && len(t) >= len(best) || !strings.HasPrefix(strings.ToLower(t), strings.ToLower(stem)) {
			continue
		}
		if rest, ok := strings.CutPrefix(t[len(stem):], " "); ok && startsWithWord(rest) {
			best = t
		}
	}
	return best
}

// startsWithWord reports a text that begins with a letter, a digit or an
// opening bracket or quote: more of a sentence, not a separator (" |
// Site", " - Site").
func startsWithWord(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("([\"'‘“", r)
}
