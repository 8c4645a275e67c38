package meta

import (
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Product is what a product page declares about the thing it sells, from
// its schema.org Product in JSON-LD: the facts a reader wants first (what,
// by whom, for how much, whether it can be had, how it is rated), which
// shops often draw in widgets the article's clean-up leaves out.
type Product struct {
	Name  string `json:"name,omitempty"`
	Brand string `json:"brand,omitempty"`
	SKU   string `json:"sku,omitempty"`
	// Image is the product's declared picture (core makes it absolute),
	// for the reader's product card.
	Image string `json:"image,omitempty"`
	// Price is the offer's price, or its range ("24.95–39.95") for an
	// AggregateOffer or several offers; Currency its ISO 4217 code.
	Price    string `json:"price,omitempty"`
	Currency string `json:"currency,omitempty"`
	// Availability is schema.org's term without its URL ("InStock",
	// "OutOfStock", "PreOrder").
	Availability string `json:"availability,omitempty"`
	// Rating is the average rating and Reviews the number of ratings or
	// reviews behind it, as the page gives them.
	Rating  string `json:"rating,omitempty"`
	Reviews string `json:"reviews,omitempty"`
	// Description is the product's declared description, for finding
	// the product's own block on the page (core's product stage); the
	// article carries its text, so the wire leaves it out.
	Description string `json:"-"`
	// Properties are the product's declared specifications
	// (additionalProperty: PropertyValue name and value), for the page
	// that shows none of them (core renders the declared facts then).
	Properties []Property `json:"-"`
	// variants are the schema.org types of the product's declared
	// variants (hasVariant: the same product in other sizes or colours),
	// one entry each: they are not more products on the page.
	variants []string
}

// Property is one declared specification of a product, in the page's
// own words.
type Property struct{ Name, Value string }

// maxProductDepth bounds the search for the Product object in a JSON-LD
// block (a @graph, an ItemPage's mainEntity).
const maxProductDepth = 6

// readProduct returns the first schema.org Product (or ProductGroup) of a
// JSON-LD block, nil when it has none or cannot be read.
func readProduct(text string) *Product {
	v, ok := decodeJSONLD(text)
	if !ok {
		return nil
	}
	return productOf(findTyped(v, isProductType, 0))
}

// productOf reads a Product's facts from its object, as JSON-LD writes it
// (microdataItem gives a microdata item the same shape); nil when it says
// none of them.
func productOf(obj map[string]any) *Product {
	if obj == nil {
		return nil
	}
	p := &Product{Name: headerText(str(obj["name"])), Brand: headerText(nameOf(obj["brand"])), SKU: scalar(obj["sku"])}
	p.Price, p.Currency, p.Availability = offerFacts(firstNonNil(property(obj, "offers"), variantOffers(obj["hasVariant"])))
	if r, ok := obj["aggregateRating"].(map[string]any); ok {
		p.Rating = scalar(r["ratingValue"])
		p.Reviews = firstNonEmpty(scalar(r["reviewCount"]), scalar(r["ratingCount"]))
	}
	if p.Name+p.Brand+p.SKU+p.Price+p.Currency+p.Availability+p.Rating+p.Reviews == "" {
		return nil
	}
	p.Image = strings.TrimSpace(imageOf(obj["image"]))
	p.Description = dom.FoldSpace(html.UnescapeString(str(obj["description"])))
	p.Properties = propertiesOf(obj["additionalProperty"])
	p.variants = variantTypes(obj["hasVariant"])
	return p
}

// variantOffers gathers the offers of a ProductGroup's variants (a list of
// Offers), for a group that declares none of its own: its price is their
// range.
func variantOffers(v any) any {
	var offers []any
	for _, variant := range objects(v) {
		for _, o := range objects(property(variant, "offers")) {
			offers = append(offers, o)
		}
	}
	if len(offers) == 0 {
		return nil
	}
	return offers
}

// objects are the JSON-LD objects of a value: the object itself, or
// those in a list (anything else in it left out).
func objects(v any) []map[string]any {
	switch t := v.(type) {
	case map[string]any:
		return []map[string]any{t}
	case []any:
		var out []map[string]any
		for _, x := range t {
			if o, ok := x.(map[string]any); ok {
				out = append(out, o)
			}
		}
		return out
	}
	return nil
}

// firstNonNil is the first of vs that is not nil.
func firstNonNil(vs ...any) any {
	for _, v := range vs {
		if v != nil {
			return v
		}
	}
	return nil
}

// variantTypes is the type name of each product among a hasVariant value
// (one object or a list).
func variantTypes(v any) []string {
	var out []string
	for _, o := range objects(v) {
		if isProductType(typeName(o["@type"])) {
			out = append(out, typeName(o["@type"]))
		}
	}
	return out
}

// withoutVariants is the page's declared types less the declared
// product's variants: a product offered in ten colours is one product,
// not a listing of ten.
func (s SchemaTypes) withoutVariants(p *Product) SchemaTypes {
	if p == nil {
		return s
	}
	for _, t := range p.variants {
		for _, f := range strings.Fields(t) {
			s.remove(f)
		}
	}
	return s
}

// maxProperties bounds the specifications read from one product.
const maxProperties = 100

// propertiesOf reads additionalProperty: a PropertyValue or a list of
// them, each with a name and a value; the others are left out.
func propertiesOf(v any) []Property {
	var out []Property
	for _, o := range objects(v) {
		if len(out) == maxProperties {
			break
		}
		name, value := headerText(str(o["name"])), headerText(scalar(o["value"]))
		if name != "" && value != "" {
			out = append(out, Property{Name: name, Value: value})
		}
	}
	return out
}

// property is a JSON-LD object's property, read without regard to the case
// of its name when it is not found as written: schema.org's names are
// case-sensitive, yet shops write "Offers" and search engines read it.
func property(obj map[string]any, name string) any {
	if v, ok := obj[name]; ok {
		return v
	}
	var key string
	var val any
	for k, v := range obj {
		if strings.EqualFold(k, name) && (key == "" || k < key) {
			key, val = k, v // the first in order, whatever the map's
		}
	}
	return val
}

// findTyped returns the first object, depth first, whose @type passes is.
func findTyped(v any, is func(string) bool, depth int) map[string]any {
	if depth > maxProductDepth {
		return nil
	}
	switch t := v.(type) {
	case []any:
		for _, x := range t {
			if o := findTyped(x, is, depth+1); o != nil {
				return o
			}
		}
	case map[string]any:
		if is(typeName(t["@type"])) {
			return t
		}
		for _, k := range []string{"@graph", "mainEntity", "itemReviewed"} {
			if o := findTyped(t[k], is, depth+1); o != nil {
				return o
			}
		}
	}
	return nil
}

// productTypes are the schema.org types of a product.
var productTypes = []string{"Product", "ProductGroup", "IndividualProduct", "ProductModel"}

// isProductType reports a product's type among a type name's (hasType).
func isProductType(t string) bool { return hasType(t, productTypes) }

// offerFacts reads an offers value (an Offer, an AggregateOffer or a list
// of Offers): the price or price range, the currency, the availability.
func offerFacts(v any) (price, currency, availability string) {
	lo, hi := "", ""
	for _, o := range objects(v) {
		if currency == "" {
			currency = scalar(o["priceCurrency"])
		}
		if availability == "" {
			availability = schemaTerm(scalar(o["availability"]))
		}
		for _, k := range []string{"price", "lowPrice", "highPrice"} {
			p := scalar(o[k])
			if p == "" {
				continue
			}
			if lo == "" || lessPrice(p, lo) {
				lo = p
			}
			if hi == "" || lessPrice(hi, p) {
				hi = p
			}
		}
	}
	if lo != "" && hi != "" && lo != hi {
		return lo + "–" + hi, currency, availability
	}
	return lo, currency, availability
}

// lessPrice compares two prices as numbers (as text when one is not).
func lessPrice(a, b string) bool {
	x, errA := strconv.ParseFloat(a, 64)
	y, errB := strconv.ParseFloat(b, 64)
	if errA != nil || errB != nil {
		return a < b
	}
	return x < y
}

// schemaTerm is a schema.org enumeration value without its URL
// ("https://schema.org/InStock" → "InStock").
func schemaTerm(s string) string {
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// scalar is a JSON string or number as text.
func scalar(v any) string {
	switch t := v.(type) {
	case string:
		return strings.TrimSpace(t)
	case float64:
		return strconv.FormatFloat(t, 'f', -1, 64)
	}
	return ""
}

// maxMicrodataDepth bounds the nesting of microdata items read (a Product's
// Offer's seller's address…).
const maxMicrodataDepth = 4

// microdataItem is the microdata item at id (itemscope, itemtype) as the
// object JSON-LD would write for it: "@type" its itemtype, each itemprop
// a string or, where the property is an item itself, its object; a
// property given twice a list. The shops that write schema.org in their
// markup rather than in JSON-LD get the same Product read.
func microdataItem(doc *dom.Document, id, depth int) map[string]any {
	item := map[string]any{"@type": dom.Attr(doc.Elems[id], "itemtype")}
	if depth > maxMicrodataDepth {
		return item
	}
	for d := id + 1; d <= doc.End(id); d++ {
		el := doc.Elems[d]
		props := strings.Fields(dom.Attr(el, "itemprop"))
		scope := dom.HasAttr(el, "itemscope")
		if len(props) > 0 {
			var v any
			if scope {
				v = microdataItem(doc, d, depth+1)
			} else {
				v = microdataValue(el)
			}
			for _, p := range props {
				switch old := item[p].(type) {
				case nil:
					item[p] = v
				case []any:
					item[p] = append(old, v)
				default:
					item[p] = []any{old, v}
				}
			}
		}
		if scope {
			d = doc.End(d) // its properties are its own
		}
	}
	return item
}

// microdataValue is a property's value as the microdata rules read it: a
// <meta>'s content, a link's address, a picture's source, a <data> or
// <meter>'s value, a <time>'s datetime, any element's content attribute
// (shops write prices so), else its text.
func microdataValue(el *html.Node) string {
	if dom.HasAttr(el, "content") {
		return strings.TrimSpace(dom.Attr(el, "content"))
	}
	switch el.DataAtom {
	case atom.A, atom.Link, atom.Area:
		return dom.Attr(el, "href")
	case atom.Img, atom.Audio, atom.Video, atom.Source, atom.Embed, atom.Iframe:
		return dom.Attr(el, "src")
	case atom.Data, atom.Meter:
		return dom.Attr(el, "value")
	case atom.Time:
		if dom.HasAttr(el, "datetime") {
			return dom.Attr(el, "datetime")
		}
	}
	return dom.FoldSpace(dom.Text(el))
}
