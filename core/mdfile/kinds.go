package mdfile

import (
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/render"
)

// The kinds' layouts in a saved file, as the reader shows them: a
// product's card (its picture, price, availability, rating) above the
// article; a listing's introduction, then its items as a list, one line
// each: "- [Name](url) — price — short text".

// productMarkdown is a product's card: its picture, then one line of its
// facts; "" when it declares none of them.
func productMarkdown(p *core.Product) string {
	if p == nil {
		return ""
	}
	var parts []string
	if img := p.Image; img != "" {
		parts = append(parts, "!["+render.MarkdownLine(p.Name)+"]("+render.MarkdownDestination(img)+")")
	}
	var facts []string
	fact := func(label, value string) {
		if v := render.MarkdownLine(value); v != "" {
			facts = append(facts, "**"+label+":** "+v)
		}
	}
	fact("Brand", p.Brand)
	fact("Price", strings.TrimSpace(p.Price+" "+p.Currency))
	fact("Availability", AvailabilityText(p.Availability))
	rating := p.Rating
	if rating != "" && p.Reviews != "" {
		rating += " (" + p.Reviews + " reviews)"
	}
	fact("Rating", rating)
	if len(facts) > 0 {
		parts = append(parts, strings.Join(facts, " · "))
	}
	return strings.Join(parts, "\n\n")
}

// AvailabilityText spells schema.org's availability term in words
// ("InStock" → "in stock"), as the reader's card does.
func AvailabilityText(term string) string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range term {
		if unicode.IsUpper(r) && unicode.IsLower(prev) {
			b.WriteByte(' ')
		}
		b.WriteRune(unicode.ToLower(r))
		prev = r
	}
	return b.String()
}

// itemsMarkdown is a listing's items as a Markdown list; "" when none.
func itemsMarkdown(items []core.Item) string {
	lines := make([]string, 0, len(items))
	for _, it := range items {
		line := render.MarkdownLine(it.Name)
		if it.URL != "" {
			line = "[" + line + "](" + render.MarkdownDestination(it.URL) + ")"
		}
		for _, part := range []string{strings.TrimSpace(it.Price + " " + it.Currency), it.Text} {
			if p := render.MarkdownLine(part); p != "" {
				line += " — " + p
			}
		}
		lines = append(lines, "- "+line)
	}
	return strings.Join(lines, "\n")
}
