package meta

import (
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

func TestSchemaTypesCountsJSONLDAndMicrodata(t *testing.T) {
	page := `<html><head><meta name="generator" content="MkDocs 1.6"><script type="application/ld+json">
{"@context": "https://schema.org", "@graph": [{"@type": "ItemList", "itemListElement": [
 {"@type": "ListItem", "item": {"@type" : "Product", "name": "A"}},
 {"@type": "ListItem", "item": {"@type": ["Product", "https://schema.org/IndividualProduct"], "name": "B"}}]},
 {"@type": "CollectionPage"}]}</script></head>
<body><div itemscope itemtype="http://schema.org/Offer http://schema.org/Thing"></div><script type="application/ld+json">{"@type": broken</script></body></html>`
	doc, err := dom.Parse(page, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	m := Read(doc, make([]bool, doc.Len()), "")
	want := map[string]int{"ItemList": 1, "ListItem": 2, "Product": 2, "IndividualProduct": 1, "CollectionPage": 1, "Offer": 1, "Thing": 1}
	for k, v := range want {
		if m.Schema[k] != v {
			t.Errorf("Schema[%s] = %d, want %d (all: %v)", k, m.Schema[k], v, m.Schema)
		}
	}
	if len(m.Schema) != len(want) {
		t.Errorf("Schema = %v, want %v", m.Schema, want)
	}
	if !m.Schema.Has("Offer", "Nothing") || m.Schema.Has("Article") || m.Schema.Count("Product", "Offer") != 3 {
		t.Errorf("Has/Count wrong on %v", m.Schema)
	}
	if m.Generator != "MkDocs 1.6" {
		t.Errorf("Generator = %q", m.Generator)
	}
}
