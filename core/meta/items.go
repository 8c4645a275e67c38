package meta

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// Item is one of the things a listing shows (a shop's product, a course, a
// search result): what a list of them needs, name first. Addresses are as
// the page writes them; core resolves them against the page's base.
type Item struct {
	Name string `json:"name"`
	URL  string `json:"url,omitempty"`
	// Image is the item's picture, Price and Currency its price as
	// declared (a number and an ISO 4217 code) or as shown ("€ 24,95",
	// Currency empty then).
	Image    string `json:"image,omitempty"`
	Price    string `json:"price,omitempty"`
	Currency string `json:"currency,omitempty"`
	// Text is the item's short text: its declared description, or the
	// card's line of prose, cut at MaxItemText bytes.
	Text string `json:"text,omitempty"`
	// Rating is the item's declared average rating.
	Rating string `json:"rating,omitempty"`
}

// MaxItemText bounds an item's short text (bytes, cut at a word).
const MaxItemText = 300

// minDeclaredItems: a declared list of fewer items is no listing's list
// (a page declaring its one product, a list of one).
const minDeclaredItems = 2

// listTypes are the schema.org types whose itemListElement are a
// listing's items (BreadcrumbList, an ItemList too, is left out: its items
// are the page's ancestors).
var listTypes = []string{"ItemList", "OfferCatalog", "HowToSection"}

// DeclaredItems returns the items the page declares as a list, in order,
// at most limit of them: the longest ItemList or OfferCatalog of its
// JSON-LD (itemListElement: ListItems, each naming its item or holding
// it, or Offers of a product) or list of linked parts (linkedParts),
// else its JSON-LD Products when it declares several, else its microdata
// items marked itemListElement, else its microdata Products that no other
// item holds. nil when it declares fewer than minDeclaredItems.
func DeclaredItems(doc *dom.Document, limit int) []Item {
	var lists [][]Item
	var products []map[string]any
	for id := 0; id < doc.Len(); id++ {
		el := doc.Elems[id]
		if el.DataAtom != atom.Script || !strings.EqualFold(dom.Attr(el, "type"), "application/ld+json") || el.FirstChild == nil {
			continue
		}
		v, ok := decodeJSONLD(el.FirstChild.Data)
		if !ok {
			continue
		}
		lists = appendLists(lists, v, 0)
		products = append(products, topProducts(v)...)
	}
	best := longest(lists)
	if len(best) < minDeclaredItems {
		best = itemsOf(products)
	}
	if len(best) < minDeclaredItems {
		best = microdataItems(doc)
	}
	if len(best) < minDeclaredItems {
		return nil
	}
	return best[:min(len(best), limit)]
}

// longest is the list with the most items, the first of equals.
func longest(lists [][]Item) []Item {
	var best []Item
	for _, l := range lists {
		if len(l) > len(best) {
			best = l
		}
	}
	return best
}

// appendLists adds the item lists found in a JSON-LD value, depth first,
// to lists; a list's own items are not searched for more lists.
func appendLists(lists [][]Item, v any, depth int) [][]Item {
	if depth > maxProductDepth {
		return lists
	}
	switch t := v.(type) {
	case []any:
		for _, x := range t {
			lists = appendLists(lists, x, depth+1)
		}
	case map[string]any:
		if hasType(typeName(t["@type"]), listTypes) {
			return append(lists, listElements(property(t, "itemListElement")))
		}
		if parts := linkedParts(property(t, "hasPart")); len(parts) >= minDeclaredItems && !isArticleType(t["@type"]) {
			lists = append(lists, parts)
		}
		for _, k := range []string{"@graph", "mainEntity", "hasPart", "about", "offers", "hasOfferCatalog"} {
			lists = appendLists(lists, property(t, k), depth+1)
		}
	}
	return lists
}

// linkedParts are the parts a thing declares (hasPart: a learning path's
// courses, a series' books) when each is named and has an address of its
// own: a list of items by another name. Parts without an address are
// the thing's own sections (a paywalled WebPageElement, a chapter), no
// items; an article's parts (the reviews a buying guide holds) are its
// story's, read as the article (appendLists asks).
func linkedParts(v any) []Item {
	objs := objects(v)
	out := make([]Item, 0, len(objs))
	for _, o := range objs {
		it := itemOf(o)
		if it.Name == "" || it.URL == "" {
			return nil
		}
		out = append(out, it)
	}
	return out
}

// listElements reads an itemListElement value: ListItems (ordered by
// their positions when each has one), each the item itself or holding it
// under "item" (an object, or its address with the ListItem naming it);
// Offers, the product under "itemOffered" with the offer's price.
func listElements(v any) []Item {
	elems := objects(v)
	if slices.IndexFunc(elems, func(o map[string]any) bool { return scalar(o["position"]) == "" }) < 0 {
		slices.SortStableFunc(elems, func(a, b map[string]any) int {
			x, _ := strconv.ParseFloat(scalar(a["position"]), 64)
			y, _ := strconv.ParseFloat(scalar(b["position"]), 64)
			switch {
			case x < y:
				return -1
			case x > y:
				return 1
			}
			return 0
		})
	}
	var out []Item
	for _, o := range elems {
		it := itemOf(o)
		var inner map[string]any
		switch x := property(o, "item").(type) {
		case map[string]any:
			inner = x
		case string:
			it.URL = firstNonEmpty(it.URL, strings.TrimSpace(x))
		}
		if offered, ok := property(o, "itemOffered").(map[string]any); ok {
			inner = offered
		}
		if inner != nil {
			it = merged(itemOf(inner), it)
		}
		if it.Name != "" {
			out = append(out, it)
		}
	}
	return out
}

// merged fills a's empty fields from b.
func merged(a, b Item) Item {
	for _, f := range []struct {
		to   *string
		from string
	}{{&a.Name, b.Name}, {&a.URL, b.URL}, {&a.Image, b.Image},
		{&a.Price, b.Price}, {&a.Currency, b.Currency}, {&a.Text, b.Text}, {&a.Rating, b.Rating}} {
		if *f.to == "" {
			*f.to = f.from
		}
	}
	return a
}

// topProducts are the Products a JSON-LD value declares at its top (a
// list of them, or a @graph): several of them are a list of products.
func topProducts(v any) []map[string]any {
	if m, ok := v.(map[string]any); ok {
		v = m["@graph"]
	}
	var out []map[string]any
	for _, o := range objects(v) {
		if isProductType(typeName(o["@type"])) {
			out = append(out, o)
		}
	}
	return out
}

// itemsOf reads each object as an item, those without a name left out.
func itemsOf(objs []map[string]any) []Item {
	var out []Item
	for _, o := range objs {
		if it := itemOf(o); it.Name != "" {
			out = append(out, it)
		}
	}
	return out
}

// itemOf reads a schema.org thing's list facts: its name, address,
// picture, offer, description and rating.
func itemOf(o map[string]any) Item {
	it := Item{Name: headerText(nameOf(o["name"])), URL: strings.TrimSpace(urlOf(o["url"])), Image: strings.TrimSpace(imageOf(o["image"]))}
	it.Price, it.Currency, _ = offerFacts(property(o, "offers"))
	if it.Price == "" && hasType(typeName(o["@type"]), []string{"Offer", "AggregateOffer"}) {
		it.Price, it.Currency, _ = offerFacts(o)
	}
	if r, ok := o["aggregateRating"].(map[string]any); ok {
		it.Rating = scalar(r["ratingValue"])
	}
	it.Text = ShortText(headerText(str(o["description"]))) // "<p>…</p>" in some
	return it
}

// imageOf is an image value's address: a URL, an ImageObject's url or
// contentUrl, the first of a list.
func imageOf(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case map[string]any:
		return firstNonEmpty(str(t["url"]), str(t["contentUrl"]))
	case []any:
		if len(t) > 0 {
			return imageOf(t[0])
		}
	}
	return ""
}

// hasType reports a type name (or several, space-separated, as URLs or
// plain) among types.
func hasType(t string, types []string) bool {
	for _, f := range strings.Fields(t) {
		if i := strings.LastIndexByte(f, '/'); i >= 0 {
			f = f[i+1:]
		}
		if slices.Contains(types, f) {
			return true
		}
	}
	return false
}

// microdataItems are the items of the page's microdata: the items marked
// itemprop=itemListElement (a ListItem's own item read through it), else
// the Products no other item holds (a category's cards each marked up as
// one).
func microdataItems(doc *dom.Document) []Item {
	var listed, products []map[string]any
	for id := 0; id < doc.Len(); id++ {
		el := doc.Elems[id]
		if !dom.HasAttr(el, "itemscope") {
			continue
		}
		switch {
		case hasType(dom.Attr(el, "itemtype"), []string{"BreadcrumbList"}):
			// its items are the page's ancestors
		case slices.Contains(strings.Fields(dom.Attr(el, "itemprop")), "itemListElement"):
			listed = append(listed, microdataItem(doc, id, 0))
		case isProductType(dom.Attr(el, "itemtype")):
			products = append(products, microdataItem(doc, id, 0))
		default:
			continue
		}
		id = doc.End(id) // an item's parts are its own
	}
	if len(listed) >= minDeclaredItems {
		return listElements(toAny(listed))
	}
	return itemsOf(products)
}

func toAny(objs []map[string]any) []any {
	out := make([]any, len(objs))
	for i, o := range objs {
		out[i] = o
	}
	return out
}

// ShortText is s with its white space folded, cut at a word to at most
// MaxItemText bytes ("…" marks the cut).
func ShortText(s string) string {
	s = dom.FoldSpace(s)
	if len(s) <= MaxItemText {
		return s
	}
	cut := s[:MaxItemText]
	for !utf8.ValidString(cut) {
		cut = cut[:len(cut)-1]
	}
	if i := strings.LastIndexByte(cut, ' '); i > MaxItemText/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:.") + "…"
}

// DateText reports a date or a relative time ("vor 3 Minuten", "il y a 2
// heures", "Mar 8, 2026"; isDateLike, in the features' languages, with a
// date's word or a whole date: a product's sizes, "55 7/8x19 5/8", are
// none). Every word of it is a date's: a number, a month's or a day's
// name, a unit of time or a word joining them; a word of content beside
// them makes it a name, "Set de nutrición 3 en 1" ("set" is September in
// Italian and Portuguese, "de" and "en" join a date's parts) a product's.
func DateText(s string) bool {
	fields := dateFields(s)
	return isDateLike(s) && !slices.ContainsFunc(fields, contentWord) &&
		(isoDate(s, true) != "" || slices.ContainsFunc(fields, func(w string) bool { return w[0] > '9' && (dateWord(w) || inWords(linkWords, w)) }))
}

// contentWord reports a word that is no part of a date: not a number, a
// month's or a day's name (dateWord), a unit of time (timeUnits) or a
// word that joins them (linkWords, dateJoins).
func contentWord(w string) bool {
	return !dateWord(w) && !inWords(linkWords, w) && !inWords(timeUnits, w) && !inWords(dateJoins, w)
}

// CountText reports a text in a count's form, a number and at most one
// word ("213 avis", "12 reacties", "56"), and gives the word, lower case
// ("" for a number alone). A title may have that form too ("1917", "12
// Monkeys"): the caller tells them apart by the page's structure.
func CountText(s string) (word string, ok bool) {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 2 || strings.Trim(f[0], "0123456789.,+-()") != "" || !strings.ContainsAny(f[0], "0123456789") {
		return "", false
	}
	if len(f) == 2 {
		word = strings.ToLower(f[1])
	}
	return word, true
}
