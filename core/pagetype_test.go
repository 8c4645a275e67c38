package core

import (
	"strings"
	"testing"
)

func TestPageTypeCheckUsesPostMetadata(t *testing.T) {
	prose := func(n int) string {
		return "<p>" + strings.Repeat("The river rose again after the long rain. ", n) + "</p>"
	}
	column := `<div class="column">` + prose(12) + `</div>`
	post := func(who string, n int) string {
		return `<div class="post"><div class="meta"><span class="username">` + who + `</span> <time datetime="2025-03-01">1 March</time></div>` +
			`<div class="body">` + prose(n) + `</div></div>`
	}
	tests := []struct {
		name string
		body string
		want PageType
	}{
		{"story split into same-class columns", `<h1>Flood</h1><div class="story">` + column + column + column + column + `</div>`, TypeArticle},
		{"thread whose first post is long", `<div class="thread">` + post("ann", 30) + post("bob", 6) + post("cy", 5) + post("dee", 4) + `</div>`, TypeMultiple},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract("<html><body>"+tc.body+"</body></html>", Options{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Type != tc.want {
				t.Errorf("type = %s, want %s", res.Type, tc.want)
			}
			if !strings.Contains(res.Article.Text, "The river rose again") {
				t.Errorf("article text lost: %q", res.Article.Text)
			}
		})
	}
}

func TestDeclaredQAPageIsADiscussion(t *testing.T) {
	q := "<p>" + strings.Repeat("Why does the resolver still use UDP for most lookups today? ", 8) + "</p>"
	a := "<p>" + strings.Repeat("Because a single datagram answers most questions faster than a handshake. ", 6) + "</p>"
	page := `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"QAPage","mainEntity":{"@type":"Question","name":"Why UDP?"}}</script></head>
<body><div id="question" class="question">` + q + `</div><div id="answers"><div class="answer">` + a + `</div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeMultiple || !strings.Contains(res.Article.Text, "Why does the resolver") {
		t.Errorf("type %s, article %q", res.Type, res.Article.Text)
	}
}

func TestProductReviewsAreCommentsNotPosts(t *testing.T) {
	desc := "<p>" + strings.Repeat("A wool blanket woven on the island, warm and light for cold nights. ", 5) + "</p>"
	review := func(who string) string {
		return `<div class="review-item"><span class="review-author">` + who + `</span> <time datetime="2025-02-01">1 Feb</time><p>` +
			strings.Repeat("Soft and warm, the colour is exactly as shown in the photos. ", 3) + `</p></div>`
	}
	page := `<html><body><div class="product"><h1>Island blanket</h1><div class="description">` + desc + `</div></div>
<div id="reviews" class="reviews">` + review("Ann") + review("Bo") + review("Cy") + review("Dee") + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type == TypeMultiple || !strings.Contains(res.Article.Text, "A wool blanket") || strings.Contains(res.Article.Text, "Soft and warm") {
		t.Errorf("type %s, article %q", res.Type, res.Article.Text)
	}
}
