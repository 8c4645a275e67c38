package core

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/pathological"
	"github.com/pith-reader/pith/core/segment"
)

// benchPages are the shared fixtures with what the default pipeline finds
// on each (the same as their golden files); every benchmark run checks it.
var benchPages = []struct {
	name                 string
	typ                  PageType
	minWords             int
	comments, posts      int
	phrase, notInTheText string
}{
	{"article.html", TypeArticle, 150, 0, 0, "harshest places on the coast", "About us"},
	{"article-comments.html", TypeArticleWithComments, 100, 3, 0, "sticky paste rather than a stretchy dough", ""},
	{"forum-thread.html", TypeMultiple, 100, 0, 4, "the chain slips every time", ""},
	{"listing.html", TypeMultiple, 100, 0, 4, "screaming low over the rooftops", ""},
}

// BenchmarkExtract times the default pipeline (parse, features, SD,
// pipeline, metadata, three renderings) per fixture.
func BenchmarkExtract(b *testing.B) {
	for _, pg := range benchPages {
		src := fixture(b, pg.name)
		b.Run(pg.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			var res *Result
			for b.Loop() {
				var err error
				if res, err = Extract(src, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			if res.Type != pg.typ || res.Article.Words < pg.minWords || len(res.Comments) != pg.comments || len(res.Posts) != pg.posts {
				b.Fatalf("type %s, %d words, %d comments, %d posts; want %s, ≥ %d, %d, %d",
					res.Type, res.Article.Words, len(res.Comments), len(res.Posts), pg.typ, pg.minWords, pg.comments, pg.posts)
			}
			if !containsAll(res.Article.Text, pg.phrase) || (pg.notInTheText != "" && containsAll(res.Article.Text, pg.notInTheText)) {
				b.Fatalf("article text:\n%s", res.Article.Text)
			}
		})
	}
}

func containsAll(s string, subs ...string) bool {
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			return false
		}
	}
	return true
}

// BenchmarkSegment times each segmentation method alone (the page parsed
// and its features computed once, outside the loop) on the article page;
// each must return a well-formed segmentation with a content region.
func BenchmarkSegment(b *testing.B) {
	doc, err := dom.Parse(fixture(b, "article-comments.html"), dom.Limits{})
	if err != nil {
		b.Fatal(err)
	}
	st := features.Compute(doc, nil)
	for _, name := range Algorithms() {
		seg, err := segmenterFor(Options{Algorithm: name})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			var s segment.Segmentation
			for b.Loop() {
				if s, err = seg.Segment(segment.Input{Doc: doc, Stats: st}); err != nil {
					b.Fatal(err)
				}
			}
			content := 0
			for _, r := range s.Regions {
				if r.Node < 0 || r.Node >= doc.Len() {
					b.Fatalf("region node %d outside the page", r.Node)
				}
				if r.Label != segment.LabelNoise {
					content++
				}
			}
			if content == 0 {
				b.Fatalf("%s found no content region: %+v", name, s)
			}
		})
	}
}

// BenchmarkExtractAlgorithm times the whole of Extract with each method
// selected by name (what `pith eval -algo NAME` runs).
func BenchmarkExtractAlgorithm(b *testing.B) {
	src := fixture(b, "article-comments.html")
	for _, name := range Algorithms() {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			var res *Result
			for b.Loop() {
				var err error
				if res, err = Extract(src, Options{Algorithm: name}); err != nil {
					b.Fatal(err)
				}
			}
			if res.Article.Words == 0 && len(res.Posts) == 0 {
				b.Fatalf("%s extracted nothing", name)
			}
		})
	}
}

// BenchmarkPathological times the default pipeline on each page of the
// pathological suite (`pith stress` prints the same with peak RSS); run one
// with -bench 'Pathological/comments-10k' and -cpuprofile to see where the
// time goes. Each run checks it ended in a result or dom's input error.
func BenchmarkPathological(b *testing.B) {
	for _, c := range pathological.Cases() {
		b.Run(c.Name, func(b *testing.B) {
			raw := c.Raw()
			src := string(raw)
			if c.Charset {
				var err error
				if src, _, err = charset.Decode(raw, ""); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				res, err := Extract(src, Options{})
				if err != nil && !isInputError(err) || err == nil && res.Stats.Elements == 0 {
					b.Fatalf("result %v, error %v", res, err)
				}
			}
		})
	}
}
