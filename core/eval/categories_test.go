package eval

import (
	"testing"
)

func TestCategoriesScoreEachCategoryApart(t *testing.T) {
	c := &Corpus{Name: "c", Golds: []Gold{
		{ID: "1", Category: "article", Article: "one two three four five six"},
		{ID: "2", Category: "product", Article: "red shoe costs ten euros today only"},
		{ID: "3", Category: "product", Article: "blue hat costs five euros this week"},
	}}
	preds := []Prediction{
		{ID: "1", Article: "one two three four five six", Kind: "article"},
		{ID: "2", Article: "nothing of the sort here at all", Kind: "listing"},
		{ID: "3", Article: "blue hat costs five euros this week", Kind: "product"},
	}
	rep := Score(c, preds)
	if len(rep.Categories) != 2 || rep.Categories[0].Category != "article" || rep.Categories[1].Category != "product" {
		t.Fatalf("categories = %+v, want article then product", rep.Categories)
	}
	if got := rep.Categories[0].Article.F1; got != 1 {
		t.Errorf("article F1 = %v, want 1", got)
	}
	if got := rep.Categories[1].Article; got.Pages != 2 || got.F1 != 0.5 {
		t.Errorf("product = %+v, want 2 pages, F1 0.5 (one page right, one wrong)", got)
	}
	if l := rep.CategoryLine(); l != "c categories article_f1 article(1)=1.0000 product(2)=0.5000\nc kind_acc=0.6667 article->article:1 product->listing:1 product->product:1" {
		t.Errorf("line = %q", l)
	}
	if l := Score(&Corpus{Name: "x", Golds: []Gold{{ID: "1", Article: "a b c d"}}}, nil).CategoryLine(); l != "" {
		t.Errorf("no categories gave %q", l)
	}
}

func TestSiteHalfKeepsASiteTogether(t *testing.T) {
	var golds []Gold
	for _, host := range []string{"a.example", "b.example", "c.example", "d.example", "e.example", "f.example"} {
		for _, path := range []string{"/x", "/y/z"} {
			golds = append(golds, Gold{ID: host + path, URL: "https://www." + host + path})
		}
	}
	c := &Corpus{Golds: golds}
	a, b := SiteHalfOf(c, "a"), SiteHalfOf(c, "b")
	if len(a.Golds)+len(b.Golds) != len(golds) || len(a.Golds) == 0 || len(b.Golds) == 0 {
		t.Fatalf("halves %d + %d of %d pages", len(a.Golds), len(b.Golds), len(golds))
	}
	inA := map[string]bool{}
	for _, g := range a.Golds {
		inA[SiteOf(g)] = true
	}
	for _, g := range b.Golds {
		if inA[SiteOf(g)] {
			t.Errorf("site %s in both halves", SiteOf(g))
		}
	}
	if s := SiteOf(Gold{ID: "9", URL: "https://WWW.Example.org/p", Site: ""}); s != "example.org" {
		t.Errorf("SiteOf = %q", s)
	}
	if s := SiteOf(Gold{ID: "9", URL: "https://x.org/", Site: "group"}); s != "group" {
		t.Errorf("SiteOf with site = %q", s)
	}
}
