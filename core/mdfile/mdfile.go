package mdfile

import (
	"cmp"
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html/atom"
)

// Options say what goes in the file besides the Result.
type Options struct {
	// URL is the page's address; empty: the Result's.
	URL string `json:"url"`
	// SavedAt is written as the "saved" field when set (the CLI leaves it
	// out: its output is deterministic).
	SavedAt string `json:"savedAt"`
	// NoComments leaves an article's comments out (a discussion's posts are
	// always written: they are its content).
	NoComments bool `json:"noComments"`
}

// Markdown writes res as a Markdown file.
func Markdown(res *core.Result, o Options) string {
	url := o.URL
	if url == "" {
		url = res.URL
	}
	var b strings.Builder
	frontMatter(&b, [][2]string{
		{"title", res.Title}, {"url", url}, {"byline", res.Byline}, {"date", res.Published},
		{"site", res.SiteName}, {"type", TypeName(res.Type)}, {"saved", o.SavedAt},
	})
	if t := render.MarkdownLine(res.Title); t != "" {
		b.WriteString("\n# " + t + "\n")
	}
	items, heading := res.Comments, "Comments"
	if res.Type == core.TypeMultiple && len(res.Posts) > 0 {
		// A discussion is saved as its thread: the opening post as the
		// body, under its author and date, then the replies.
		op := res.Posts[0]
		b.WriteString("\n" + who(op) + "\n")
		if body := commentMarkdown(op, url); body != "" {
			b.WriteString("\n" + body + "\n")
		}
		items, heading = res.Posts[1:], "Replies"
	} else {
		if o.NoComments {
			items = nil
		}
		if card := productMarkdown(res.Product); card != "" {
			b.WriteString("\n" + card + "\n")
		}
		// A listing is written as the reader opens it: when its items
		// passed core's gate (ItemsView), its introduction then the items
		// as a list (its article whole then them when it does not show
		// them); else its article alone.
		content, listed := res.Article, res.Items
		if !res.ItemsView {
			listed = nil
		}
		if res.Intro != nil && len(listed) > 0 {
			content = *res.Intro
		}
		if body := articleBody(content); body != "" {
			b.WriteString("\n" + body + "\n")
		}
		if list := itemsMarkdown(listed); list != "" {
			b.WriteString("\n" + list + "\n")
		}
	}
	if len(items) > 0 {
		b.WriteString("\n## " + heading + " (" + strconv.Itoa(len(items)) + ")\n")
		open := 0 // the levels open above the next one (replyDepth)
		for _, c := range items {
			c.Depth = replyDepth(c.Depth, open)
			open = c.Depth + 1
			b.WriteString("\n" + comment(c, url) + "\n")
		}
	}
	return b.String()
}

// TypeName spells a page type for the front matter.
func TypeName(t core.PageType) string {
	switch t {
	case core.TypeArticle:
		return "article"
	case core.TypeArticleWithComments:
		return "article with comments"
	case core.TypeMultiple:
		return "discussion"
	}
	return "unknown"
}

// articleBody is the article's Markdown, or its text when it has none.
func articleBody(a core.Content) string {
	if md := strings.TrimSpace(a.Markdown); md != "" {
		return md
	}
	return strings.TrimSpace(render.MarkdownText(a.Text))
}

// replyDepth is the depth a comment or post is written at, given how
// many levels are open above it (the one before it's depth plus one; 0
// for the first): a comment deeper than the one before it is its reply,
// and a jump of more than one level is clamped. The replies are written
// under the opening post (or the article), so a comment on that post — a
// Stack Exchange question's comment, depth 1 in the Result — opens them
// at their first level: it read ">>" with no quote around it, where the
// reader showed it beside the answers. The reader and the saved HTML
// follow the same rule (extension/shared/postlayout.js replyDepth).
func replyDepth(depth, open int) int {
	return min(max(0, depth), open)
}

// comment writes one comment or post as a quote, one ">" more per reply
// depth: a header line (author · date · number · score), an empty quoted
// line, and its body. Without that line the header and the body's first
// paragraph are one paragraph to a Markdown reader: the author ran on into
// the post's first words.
func comment(c core.Comment, url string) string {
	prefix := strings.Repeat(">", max(0, c.Depth)+1)
	lines := []string{prefix + " " + who(c)}
	body := commentMarkdown(c, url)
	if body == "" {
		return lines[0]
	}
	lines = append(lines, prefix)
	for _, l := range strings.Split(body, "\n") {
		lines = append(lines, strings.TrimRight(prefix+" "+l, " "))
	}
	return strings.Join(lines, "\n")
}

// who is a comment's or post's header line: its author, its date as
// shown, its number, score and accepted mark.
func who(c core.Comment) string {
	line := "**Anonymous**"
	if a := render.MarkdownLine(c.Author); a != "" {
		line = "**" + a + "**"
	}
	if d := render.MarkdownLine(dateShown(c)); d != "" {
		line += " · " + d
	}
	if c.Number > 0 {
		line += " · #" + strconv.Itoa(c.Number)
	}
	if s := render.MarkdownLine(c.Score); s != "" {
		line += " · " + s + " point"
		if strings.TrimLeft(s, "-+−") != "1" {
			line += "s"
		}
	}
	if c.Accepted {
		line += " · ✓ accepted answer"
	}
	return line
}

// dateShown is a comment's date as the page showed it, followed by its
// day (from the ISO date) when the words shown name no year ("2 years ago",
// "vor 3 Stunden", "15 March"): a saved file outlives the day it was saved
// on. Its ISO date alone when none was shown.
func dateShown(c core.Comment) string {
	shown := strings.TrimSpace(c.DateText)
	day, _, _ := strings.Cut(c.Date, "T")
	if shown == "" || day == "" || day == shown || namesYear(shown) || len(day) != len("2006-01-02") {
		return cmp.Or(shown, c.Date)
	}
	return shown + " (" + day + ")"
}

// namesYear reports a text holding a run of exactly four digits (a year).
func namesYear(s string) bool {
	run := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] >= '0' && s[i] <= '9' {
			run++
			continue
		}
		if run == 4 {
			return true
		}
		run = 0
	}
	return false
}

// commentMarkdown is a comment's body as Markdown: its own (links and
// emphasis kept) when it was rendered, else made from its HTML (the
// extension's reader asks for HTML and text only), else its text without
// the author line the header shows.
func commentMarkdown(c core.Comment, url string) string {
	if md := strings.TrimSpace(c.Markdown); md != "" {
		return md
	}
	if md, err := HTMLMarkdown(c.HTML, url); err == nil && md != "" {
		return md
	}
	return render.MarkdownText(commentBody(c))
}

// HTMLMarkdown is the Markdown of HTML a Result holds (an article's or a
// comment's, cleaned by the core), links resolved against base. A comment
// whose element was a list item reads as its content, not as a list of one.
func HTMLMarkdown(html, base string) (string, error) {
	if html == "" {
		return "", nil
	}
	doc, err := dom.Parse("<!DOCTYPE html><html><body>"+html+"</body></html>", dom.Limits{})
	if err != nil || doc.Body < 0 {
		return "", err
	}
	body := doc.Elems[doc.Body]
	if li := body.FirstChild; li != nil && li == body.LastChild && li.DataAtom == atom.Li {
		li.DataAtom, li.Data = atom.Div, "div"
	}
	return strings.TrimSpace(render.NewPart(base, nil, body).Markdown()), nil
}

// commentBody is a comment's text without the author and date lines the
// header shows (the text keeps them: it is what the page shows).
func commentBody(c core.Comment) string {
	text := strings.TrimSpace(c.Text)
	for _, head := range []string{c.Author, c.DateText, c.Date} {
		first, rest, ok := strings.Cut(text, "\n")
		if ok && head != "" && strings.HasPrefix(strings.TrimSpace(first), head) {
			text = strings.TrimSpace(rest)
		}
	}
	return text
}

// frontMatter writes the YAML block; empty fields are left out.
func frontMatter(b *strings.Builder, fields [][2]string) {
	b.WriteString("---\n")
	for _, kv := range fields {
		if kv[1] != "" {
			b.WriteString(kv[0] + ": " + YAMLString(kv[1]) + "\n")
		}
	}
	b.WriteString("---\n")
}

// YAMLString quotes s as a YAML double-quoted scalar: quotes, backslashes,
// controls and the characters YAML or an editor takes for a line break
// (NEL, LS, PS) or drops (BOM) are escaped. So are "<" and the "(" of "](":
// a renderer that does not know front matter shows it as a paragraph of
// Markdown, where they would open raw HTML or a link.
func YAMLString(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	prev := rune(0)
	for _, r := range s {
		switch {
		case r == '<' || r == '(' && prev == ']':
			b.WriteString(`\u00`)
			b.WriteString(strconv.FormatInt(int64(r), 16))
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f || r == 0x85 || r == 0x2028 || r == 0x2029 || r == 0xfeff:
			const hex = "0123456789abcdef"
			b.WriteString(`\u`)
			for shift := 12; shift >= 0; shift -= 4 {
				b.WriteByte(hex[r>>shift&15])
			}
		default:
			b.WriteRune(r)
		}
		prev = r
	}
	b.WriteByte('"')
	return b.String()
}
