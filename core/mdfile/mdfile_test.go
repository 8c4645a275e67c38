package mdfile

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
)

var owls = &core.Result{
	Type: core.TypeArticleWithComments, Title: `Owls: "silent" hunters`, Byline: "Mara Lind",
	Published: "2026-03-14T08:00:00Z", SiteName: "The Daily Field",
	Article: core.Content{Markdown: "Owls hunt at night.\n\nThey are quiet.", Text: "Owls hunt at night.\n\nThey are quiet."},
	Comments: []core.Comment{
		{Author: "Jonas", Date: "2026-03-14", Text: "Lovely piece.", Depth: 0},
		{Author: "Mara Lind", Date: "2026-03-14", Text: "Mara Lind\nThanks!\nSee you.", Depth: 1},
		{Text: "# not a heading", Depth: 0},
	},
}

func TestMarkdownFile(t *testing.T) {
	got := Markdown(owls, Options{URL: "https://example.org/owls", SavedAt: "2026-04-01T10:00:00.000Z"})
	want := `---
title: "Owls: \"silent\" hunters"
url: "https://example.org/owls"
byline: "Mara Lind"
date: "2026-03-14T08:00:00Z"
site: "The Daily Field"
type: "article with comments"
saved: "2026-04-01T10:00:00.000Z"
---

# Owls: "silent" hunters

Owls hunt at night.

They are quiet.

## Comments (3)

> **Jonas** · 2026-03-14
>
> Lovely piece.

>> **Mara Lind** · 2026-03-14
>>
>> Thanks!
>> See you.

> **Anonymous**
>
> \# not a heading
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestCommentsOptionalPostsKept(t *testing.T) {
	if md := Markdown(owls, Options{NoComments: true}); strings.Contains(md, "Comments") || strings.Contains(md, "Jonas") {
		t.Errorf("comments written:\n%s", md)
	}
	thread := &core.Result{Type: core.TypeMultiple, Title: "Thread", Article: core.Content{Markdown: "the whole thread"},
		Posts: []core.Comment{{Author: "a", Text: "first post"}, {Author: "b", Date: "2026-03-15T10:00", DateText: "15 March", Number: 2, Score: "7",
			Accepted: true, Markdown: "a *reply* with [a link](https://example.org/)", Depth: 1}}}
	md := Markdown(thread, Options{NoComments: true})
	// The opening post is the body, under its author; the replies follow
	// as quotes with their date as shown (its day after it, the words
	// shown naming no year), number, score, and Markdown, the header a
	// paragraph of its own.
	for _, want := range []string{"# Thread\n\n**a**\n\nfirst post\n", "## Replies (1)", `type: "discussion"`,
		"> **b** · 15 March (2026-03-15) · #2 · 7 points · ✓ accepted answer\n>\n> a *reply* with [a link](https://example.org/)"} {
		if !strings.Contains(md, want) {
			t.Errorf("lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "the whole thread") {
		t.Errorf("a discussion's article written besides its posts:\n%s", md)
	}
}

// TestReplyDepths: a comment on the opening post (a Stack Exchange
// question's, depth 1 in the Result) opens the replies at their first
// level, as the reader shows it, not ">>" inside no quote; a comment on an
// answer is one level under it; a jump of two levels is clamped to one.
func TestReplyDepths(t *testing.T) {
	thread := &core.Result{Type: core.TypeMultiple, Title: "Q", Posts: []core.Comment{
		{Author: "q", Text: "question"}, {Author: "c1", Text: "on the question", Depth: 1},
		{Author: "a", Text: "answer"}, {Author: "c2", Text: "on the answer", Depth: 1}, {Author: "c3", Text: "deep", Depth: 3}}}
	md := Markdown(thread, Options{})
	want := "## Replies (4)\n\n> **c1**\n>\n> on the question\n\n> **a**\n>\n> answer\n\n>> **c2**\n>>\n>> on the answer\n\n>>> **c3**\n>>>\n>>> deep\n"
	if !strings.HasSuffix(md, want) {
		t.Errorf("got\n%s\nwant it to end with\n%s", md, want)
	}
}

// TestCommentMarkdownFromHTML: a comment with HTML and text only (what the
// extension's reader asks for) keeps its links, emphasis and quote, and a
// comment that was a list item reads as its content (the first comment
// written at the first level whatever its depth).
func TestCommentMarkdownFromHTML(t *testing.T) {
	res := &core.Result{Type: core.TypeArticleWithComments, URL: "https://example.org/a/", Article: core.Content{Text: "body"},
		Comments: []core.Comment{{Author: "c", Text: "c\nSee the notes, really", Depth: 1,
			HTML: `<li><blockquote><p>quoted</p></blockquote><p>See <a href="/notes">the notes</a>, <em>really</em></p></li>`}}}
	want := "> **c**\n>\n> > quoted\n>\n> See [the notes](https://example.org/notes), _really_\n"
	if md := Markdown(res, Options{}); !strings.HasSuffix(md, want) {
		t.Errorf("got\n%s\nwant it to end with\n%s", md, want)
	}
}

func TestEmptyResultAndTextFallback(t *testing.T) {
	if got, want := Markdown(&core.Result{}, Options{SavedAt: "s"}), "---\ntype: \"unknown\"\nsaved: \"s\"\n---\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	res := &core.Result{Type: core.TypeArticle, Article: core.Content{Text: "<b>bold</b>\n\n- not a list"}}
	if got, want := Markdown(res, Options{}), "---\ntype: \"article\"\n---\n\n&lt;b>bold&lt;/b>\n\n\\- not a list\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestYAMLString(t *testing.T) {
	for in, want := range map[string]string{
		`a "b" \ c` + "\nd\te\u0001": `"a \"b\" \\ c\nd\te\u0001"`,
		"---":                        `"---"`,
		"x\u2028y\u0085z\ufeff":      `"x\u2028y\u0085z\ufeff"`,
		"<img> [a](b) ](":            `"\u003cimg> [a]\u0028b) ]\u0028"`,
	} {
		if got := YAMLString(in); got != want {
			t.Errorf("YAMLString(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestDateShownKeepsItsDay(t *testing.T) {
	for _, tc := range []struct{ shown, iso, want string }{
		{"2 years ago", "2024-06-15T09:40:00+00:00", "2 years ago (2024-06-15)"},
		{"vor 3 Stunden", "2026-03-01T08:00:00Z", "vor 3 Stunden (2026-03-01)"},
		{"on July 18, 2024", "2024-07-18T08:12:44", "on July 18, 2024"},
		{"18/07/2024", "2024-07-18", "18/07/2024"},
		{"", "2024-07-18T08:12:44", "2024-07-18T08:12:44"},
		{"yesterday", "", "yesterday"},
		{"2024-07-18", "2024-07-18", "2024-07-18"},
	} {
		if got := dateShown(core.Comment{DateText: tc.shown, Date: tc.iso}); got != tc.want {
			t.Errorf("dateShown(%q, %q) = %q, want %q", tc.shown, tc.iso, got, tc.want)
		}
	}
}

func TestOnePoint(t *testing.T) {
	for score, want := range map[string]string{"1": " · 1 point", "-1": " · -1 point", "12": " · 12 points", "11": " · 11 points", "1.2k": " · 1.2k points"} {
		if got := who(core.Comment{Author: "a", Score: score}); got != "**a**"+want {
			t.Errorf("who(score %q) = %q, want %q", score, got, "**a**"+want)
		}
	}
}
