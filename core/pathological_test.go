package core

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/pathological"
)

// TestPathologicalPages runs the default pipeline over each page of the
// pathological suite (internal/pathological) and checks that it ends in a
// clear error or a bounded, correct result: the right Stats flags, output
// no larger than a small multiple of the input, and what each page holds
// actually found (10 000 comments with their authors and depths, the story
// beside 200 000 links, every table cell, …).
//
// Time is not asserted here (project rule: speed is measured by benchmarks
// and commands, never by timed tests). `pith stress` prints the wall time
// and peak RSS of every case; the test's own timeout bounds a hang. The
// 50 MB page is in TestHostileInput (and in `pith stress`).
func TestPathologicalPages(t *testing.T) {
	checks := map[string]func(t *testing.T, res *Result, err error){
		"binary-junk": func(t *testing.T, res *Result, err error) {
			if !errors.Is(err, dom.ErrBinary) {
				t.Fatalf("err = %v, want %v", err, dom.ErrBinary)
			}
		},
		"mixed-charsets": func(t *testing.T, res *Result, err error) {
			text := mustText(t, res, err)
			// UTF-8 kept, each stray Latin-1 byte replaced by U+FFFD.
			wantAll(t, text, "Le café de l’été, déjà servi à 0 clients", "naïve crème brûlée", "caf\uFFFD na\uFFFDve")
		},
		"latin1-with-utf8": func(t *testing.T, res *Result, err error) {
			text := mustText(t, res, err)
			// Declared Latin-1 wins; the pasted UTF-8 becomes mojibake, as in a browser.
			wantAll(t, text, "Le café de l'été, déjà servi à 0 clients", "naïve crème brûlée", "cafÃ©")
		},
		"unclosed-tags": func(t *testing.T, res *Result, err error) {
			text := mustText(t, res, err)
			words := strings.Fields(text)
			if len(words) == 0 || len(words) > 4*pathological.UnclosedRepeats {
				t.Errorf("%d words, want 1…%d", len(words), 4*pathological.UnclosedRepeats)
			}
			for _, w := range words {
				if w != "text" && w != "that" && w != "never" && w != "closes" {
					t.Fatalf("word %q is not on the page", w)
				}
			}
		},
		"nested-inline": func(t *testing.T, res *Result, err error) {
			text := mustText(t, res, err)
			if !res.Stats.DepthCut {
				t.Error("nesting deeper than the limit, but DepthCut is not set")
			}
			// Every level's word once: flattening keeps the text, the parser's
			// formatting reconstruction does not repeat it.
			seen := map[string]bool{}
			for _, w := range strings.Fields(text) {
				if seen[w] {
					t.Fatalf("word %q twice", w)
				}
				seen[w] = true
			}
			if len(seen) != pathological.InlineDepth {
				t.Errorf("%d distinct words, want %d", len(seen), pathological.InlineDepth)
			}
		},
		"nested-divs-100k": func(t *testing.T, res *Result, err error) {
			text := mustText(t, res, err)
			if !res.Stats.DepthCut || res.Stats.Elements > dom.DefaultMaxDepth+10 {
				t.Errorf("depth cut %v, %d elements", res.Stats.DepthCut, res.Stats.Elements)
			}
			wantAll(t, text, "makes a dull page")
		},
		"table-50k-cells": func(t *testing.T, res *Result, err error) {
			text := mustText(t, res, err)
			cells := pathological.TableRows * pathological.TableCols
			if res.Stats.Elements < cells {
				t.Errorf("%d elements for %d cells", res.Stats.Elements, cells)
			}
			wantAll(t, text, "makes a dull page", "r0c0 r0c1", "r250c50", "r499c99")
			if n := strings.Count(text, "c"); n > cells+100 {
				t.Errorf("%d cells' worth of text, want ≤ %d", n, cells+100)
			}
		},
		"links-200k": func(t *testing.T, res *Result, err error) {
			text := mustText(t, res, err)
			wantAll(t, text, "The story", "makes a dull page")
			if res.Article.Words > 1000 {
				t.Errorf("the article holds %d words: the link list is in it", res.Article.Words)
			}
		},
		"huge-attribute-10mb": func(t *testing.T, res *Result, err error) {
			text := mustText(t, res, err)
			wantAll(t, text, "makes a dull page")
			if strings.Contains(res.Article.HTML, "xxxxxxxx") {
				t.Error("the 10 MB attribute reached the sanitised HTML")
			}
		},
		"comments-10k": func(t *testing.T, res *Result, err error) {
			text := mustText(t, res, err)
			wantAll(t, text, "Bread without salt tastes flat")
			if strings.Contains(text, "comment number") {
				t.Error("comments in the article text")
			}
			if res.Type != TypeArticleWithComments {
				t.Errorf("type %s, want AC", res.Type)
			}
			if len(res.Comments) != pathological.Comments {
				t.Fatalf("%d comments, want %d", len(res.Comments), pathological.Comments)
			}
			bad := 0
			for i, c := range res.Comments {
				// The author is the name alone, without WordPress's
				// trailing "says:".
				if c.Author != pathological.CommentAuthor(i) || c.Depth != pathological.CommentDepth(i) ||
					!strings.Contains(c.Text, pathological.CommentText(i)) {
					if bad++; bad <= 3 {
						t.Errorf("comment %d: author %q depth %d text %q; want %q, %d, %q", i, c.Author, c.Depth, c.Text,
							pathological.CommentAuthor(i), pathological.CommentDepth(i), pathological.CommentText(i))
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d comments wrong", bad, len(res.Comments))
			}
		},
		"siblings-1m-p": func(t *testing.T, res *Result, err error) {
			mustText(t, res, err)
			if !res.Stats.ElementsCut || res.Stats.Elements != dom.DefaultMaxElements {
				t.Errorf("elements cut %v, %d elements; want the cut at %d", res.Stats.ElementsCut, res.Stats.Elements, dom.DefaultMaxElements)
			}
			if res.Article.Words > pathological.SiblingParagraphs {
				t.Errorf("%d words from %d paragraphs of one word", res.Article.Words, pathological.SiblingParagraphs)
			}
		},
	}
	for _, c := range pathological.Cases() {
		check, ok := checks[c.Name]
		if c.Name == "page-50mb" {
			continue // TestHostileInput
		}
		if !ok {
			t.Errorf("case %s has no check", c.Name)
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			raw := c.Raw()
			src := string(raw)
			if c.Charset {
				var err error
				if src, _, err = charset.Decode(raw, ""); err != nil {
					t.Fatal(err)
				}
			}
			res, err := Extract(src, Options{})
			if err == nil {
				checkBounded(t, res, len(src))
			}
			check(t, res, err)
		})
	}
}

// checkBounded: what comes out is no larger than a small multiple of what
// went in, and points only at elements that exist.
func checkBounded(t *testing.T, res *Result, inputBytes int) {
	t.Helper()
	out := len(res.Article.HTML) + len(res.Article.Text) + len(res.Article.Markdown)
	for _, items := range [][]Comment{res.Comments, res.Posts} {
		for _, c := range items {
			out += len(c.HTML) + len(c.Text) + len(c.Author) + len(c.Date)
		}
	}
	if limit := 4*inputBytes + 64<<10; out > limit {
		t.Errorf("%d bytes of output for %d bytes of input", out, inputBytes)
	}
	if len(res.Regions) > res.Stats.Elements {
		t.Errorf("%d regions for %d elements", len(res.Regions), res.Stats.Elements)
	}
	for _, r := range res.Regions {
		if r.Node < 0 || r.Node >= res.Stats.Elements {
			t.Fatalf("region at element %d of %d", r.Node, res.Stats.Elements)
		}
	}
}

// mustText fails on an error and returns the article text, valid UTF-8.
func mustText(t *testing.T, res *Result, err error) string {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	if !utf8.ValidString(res.Article.Text) || !utf8.ValidString(res.Article.HTML) {
		t.Error("output is not valid UTF-8")
	}
	if res.Article.Words == 0 {
		t.Fatal("no article")
	}
	return res.Article.Text
}

func wantAll(t *testing.T, text string, subs ...string) {
	t.Helper()
	for _, s := range subs {
		if !strings.Contains(text, s) {
			t.Errorf("text lacks %q (starts %q)", s, clip(text))
		}
	}
}
