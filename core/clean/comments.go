package clean

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// chromeWords mark the controls around a comment (reply and vote buttons,
// report links, share menus): not part of what the reader wrote.
var chromeWords = segment.NewWordSet("reply-link", "comment-reply", "comment-actions", "comment-tools",
	"comment-footer", "share", "vote", "report", "flag", "like-", "like_", "rating", "reply-button", "respond")

// CommentChrome reports a control inside a comment (a form to fill in —
// a form with only text wraps the comment's own words — or a button), or a widget listing
// other stories' comments inside a comment section.
func CommentChrome(n *html.Node) bool {
	if n.DataAtom == atom.Form && !dom.ReadOnlyForm(n) || n.DataAtom == atom.Button {
		return true
	}
	if len(n.Attr) > 0 {
		if ci := dom.ClassID(n); chromeWords.In(ci) && !voteState(ci) || segment.IsCommentWidget(ci) {
			return true
		}
	}
	if isPosterStat(n) || isControl(n) || isInteractionCount(n) {
		return true
	}
	if n.DataAtom == atom.A {
		switch strings.ToLower(dom.Text(n)) {
		case "reply", "report", "flag", "quote", "permalink", "like", "share", "report abuse", "reply to this",
			"click to expand...", "click to expand", "reply with quote":
			return true
		}
	}
	return false
}

// isInteractionCount reports a count of what readers did with a comment
// (likes, votes, replies) as schema.org declares it: an
// interactionStatistic, an InteractionCounter ("2 Likes"), a commentCount,
// answerCount, upvoteCount or downvoteCount. It is the comment's
// reception, not its text.
func isInteractionCount(n *html.Node) bool {
	if n.Type != html.ElementNode || len(n.Attr) == 0 {
		return false
	}
	switch dom.Attr(n, "itemprop") {
	case "interactionStatistic", "interactionCount", "commentCount", "answerCount", "upvoteCount", "downvoteCount":
		return true
	}
	return strings.HasSuffix(dom.Attr(n, "itemtype"), "/InteractionCounter")
}

// maxControlChars bounds the label of a control: a word or a few
// ("Quote", "Zitieren", "Click to expand…"), not a paragraph.
const maxControlChars = 40

// isControl reports a control the page's script works, whatever the
// language of its label: an element whose ARIA role is button (WAI-ARIA
// 1.2 §5.4: "an input that allows for user-triggered actions"), or a link
// that leads nowhere, to "#" alone or to a "javascript:" address (the
// click is the script's, as XenForo's "Click to expand…", Invision's
// "Quote", a "Reply" that opens the form in place). Its label is short;
// a link to a fragment of the page ("#p12", a footnote) leads somewhere.
func isControl(n *html.Node) bool {
	if n.Type != html.ElementNode || len(n.Attr) == 0 {
		return false
	}
	control := strings.EqualFold(strings.TrimSpace(dom.Attr(n, "role")), "button")
	if !control && n.DataAtom == atom.A && dom.HasAttr(n, "href") {
		href := strings.TrimSpace(dom.Attr(n, "href"))
		control = href == "#" || len(href) >= len("javascript:") && strings.EqualFold(href[:len("javascript:")], "javascript:")
	}
	if !control {
		return false
	}
	_, short := textWithin(n, maxControlChars)
	return short
}

// voteState reports a "class id" string whose only control word is a
// vote state ("entry unvoted", "upvoted"): old Reddit names a whole
// comment so, not a vote button.
func voteState(ci string) bool {
	for tok := range strings.FieldsSeq(ci) {
		if chromeWords.In(tok) && !strings.HasSuffix(tok, "voted") {
			return false
		}
	}
	return true
}

// posterStatLabels name the figures a forum shows beside each post about
// its author: when they joined, how much they posted, where they live.
var posterStatLabels = map[string]bool{
	"joined": true, "join date": true, "posts": true, "messages": true, "likes": true, "reaction score": true,
	"points": true, "location": true, "member since": true, "registered": true, "karma": true,
	"reputation": true, "trophies": true, "solutions": true, "threads": true, "founded": true,
	// de, fr, es, it, nl, pt
	"registriert": true, "registriert seit": true, "dabei seit": true, "mitglied seit": true, "beiträge": true, "wohnort": true, "reaktionen": true, "punkte": true, "themen": true,
	"inscrit": true, "inscrit le": true, "inscription": true, "membre depuis": true, "localisation": true, "réputation": true, "sujets": true,
	"registrado": true, "miembro desde": true, "mensajes": true, "ubicación": true, "puntos": true, "reputación": true, "temas": true,
	"iscritto": true, "iscritto il": true, "iscrizione": true, "membro dal": true, "messaggi": true, "località": true, "punti": true, "reputazione": true, "discussioni": true,
	"lid sinds": true, "geregistreerd": true, "berichten": true, "locatie": true, "woonplaats": true, "punten": true, "reputatie": true, "onderwerpen": true,
	"membro desde": true, "mensagens": true, "localização": true, "pontos": true, "reputação": true, "tópicos": true,
}

// Bounds of a poster's figure: a label and a value ("Posts: 4032") or a
// <dl> of one to three of them.
const (
	maxPosterStatChars = 60
	maxPosterStatPairs = 3
	maxPosterStatValue = 32 // a number, a date, a town; not a sentence
)

// isPosterStat reports one of the figures about a post's author a forum
// sets beside the post: a <dl> whose terms are all such labels
// (XenForo's "Joined / Oct 28, 2023"), or a short line opening with one
// and a colon (phpBB's "Posts: 4032"). The reader has the author's name;
// the figures are the forum's, not the post's.
func isPosterStat(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	switch n.DataAtom {
	case atom.Dl:
		terms := 0
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.DataAtom != atom.Dt {
				continue
			}
			term, ok := textWithin(c, maxPosterStatChars)
			if terms++; !ok || terms > maxPosterStatPairs || !posterStatLabels[strings.ToLower(strings.TrimRight(term, " :"))] {
				return false
			}
		}
		_, short := textWithin(n, maxPosterStatChars*maxPosterStatPairs)
		return terms > 0 && short
	case atom.Dd, atom.Li, atom.Div, atom.P, atom.Span:
	default:
		return false
	}
	text, ok := textWithin(n, maxPosterStatChars)
	if !ok {
		return false
	}
	label, value, ok := strings.Cut(text, ":")
	value = strings.TrimSpace(value)
	return ok && value != "" && len(value) <= maxPosterStatValue && posterStatLabels[strings.ToLower(strings.TrimSpace(label))]
}

// textWithin returns an element's text, white space folded, when it is no
// longer than limit bytes; ok is false (and the walk stops early) for a
// longer one. The checks on every element of a comment read little.
func textWithin(n *html.Node, limit int) (text string, ok bool) {
	var buf [256]byte
	b := buf[:0]
	space := false
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				for i := 0; i < len(c.Data); i++ {
					ch := c.Data[i]
					if ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' {
						space = len(b) > 0
						continue
					}
					if space {
						b, space = append(b, ' '), false
					}
					if b = append(b, ch); len(b) > limit {
						return false
					}
				}
			case html.ElementNode:
				if !dom.IsNonContent(c.DataAtom) && !walk(c) {
					return false
				}
			}
		}
		return true
	}
	if !walk(n) {
		return "", false
	}
	return string(b), true
}

func posterStat(c *Cleaner, id int, _ *pass) string {
	if c.st.Chars[id] <= maxPosterStatChars*maxPosterStatPairs && isPosterStat(c.doc.Elems[id]) {
		return "a figure about a post's author (\"Joined\", \"Posts: 4032\")"
	}
	return ""
}
