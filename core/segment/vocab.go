package segment

import "strings"

// The class/id vocabulary shared by the methods. Seed 000 gives the comment
// keywords (COMMENT_TAGS, §3.3 footnote 2); the rest is the vocabulary real
// comment systems and templates use.

// commentWords mark comment sections and single comments. Matched as
// substrings of class/id tokens.
var commentWords = []string{
	"comment", "reply", "replies", "response", "disqus", "dsq-", "discussion",
	"talkback", "kommentar", "commentaire", "comentario", "commento", "reactie",
	"reacties", "opinion-list", "livefyre", "fyre-", "coral", "vuukle", "isso",
	"hyvor", "remark42", "comm-item", "reviews", "customer-review", "user-review", "review-item",
	"review-list", "reviewlist",
}

// notCommentWords veto a token that merely mentions comments: the form to
// write one, counters, links to the section, share bars.
var notCommentWords = []string{
	"comment-form", "commentform", "comment-respond", "respond", "comment-count",
	"comments-count", "commentcount", "comments-link", "comment-link",
	"no-comments", "nocomments", "comment-notes", "comments-closed",
	"reply-title", "replytitle", "comment-reply-link", "reply-link", "post-reply",
	"comment-subscription", "comments-rss", "comment-policy", "add-comment",
	"write-comment", "leave-comment", "leave-reply", "comment-button",
	"commentsbutton", "comment-icon", "commenticon", "comments-toggle",
	"comment-share", "comment-tools", "comment-actions",
}

// IsCommentToken reports whether one lower-cased class or id token names a
// comment section or a comment.
func IsCommentToken(tok string) bool {
	return commentSet.In(tok) && !notCommentSet.In(tok)
}

var (
	commentSet       = NewWordSet(commentWords...)
	notCommentSet    = NewWordSet(notCommentWords...)
	commentPhraseSet = NewWordSet(commentPhrases...)
	noiseSet         = NewWordSet(noiseWords...)
	noiseExceptSet   = NewWordSet(noiseExceptions...)
)

// HasCommentToken reports whether any token of a lower-cased "class id"
// string names comments (see IsCommentToken).
func HasCommentToken(classID string) bool {
	if classID == "" {
		return false
	}
	return eachField(classID, IsCommentToken)
}

// commentPhrases are the text keywords of seed 000's COMMENT_TAGS ("wrote:",
// "said:") and their common variants.
var commentPhrases = []string{" wrote:", " said:", " says:", " writes:", " schrieb:", " a écrit", " dice:", " escribió:", "posted by ", "reply from "}

// HasCommentPhrase reports text that introduces a user's message ("Ann
// says:", "Posted by Bo at …"), in any letter case.
func HasCommentPhrase(text string) bool {
	return commentPhraseSet.InFold(text)
}

// noiseWords mark boilerplate blocks by class/id: navigation, sharing,
// related links, ads, newsletter boxes, cookie notices.
var noiseWords = []string{
	"nav", "menu", "breadcrumb", "footer", "header", "sidebar", "side-bar",
	"widget", "share", "sharing", "social", "related", "recommend", "newsletter",
	"subscribe", "signup", "sign-up", "promo", "advert", "ad-", "-ad", "ads",
	"banner", "sponsor", "cookie", "consent", "gdpr", "popup", "modal", "tags",
	"tagcloud", "author-bio", "authorbox", "author-box", "print",
	"toolbar", "pagination", "pager", "skip", "masthead", "outbrain", "taboola",
	"trending", "most-popular", "mostpopular", "more-stories", "read-more",
	"readmore", "also-read", "disclaimer", "copyright", "login", "search",
	"caption-credit", "photo-credit", "image-credit", "trackback", "pingback", "postmetadata",
	"additional",
}

// metaLineWords mark the dateline and metadata line of a story (date,
// author, reading time). A reader shows them above the article; inside a
// post of a discussion they belong to the post.
var metaLineWords = []string{
	"dateline", "timestamp", "entry-meta", "post-meta", "article-meta",
	"article__meta", "publish-date", "post-date", "entry-date", "byline",
	"read-time", "reading-time",
}

// MetaLineWord returns the metadata-line word found in a "class id" string.
func MetaLineWord(classID string) (string, bool) {
	for _, w := range metaLineWords {
		if strings.Contains(classID, w) {
			return w, true
		}
	}
	return "", false
}

// noiseExceptions keep tokens that contain a noise word by accident
// ("navy", a colour of utility-class frameworks: "text-navy" styles a
// list of the story's points, it is no navigation).
var noiseExceptions = []string{
	"article", "content", "main", "body", "post-text", "entry", "story",
	"shadow", "header-image", "download", "heading", "thread", "load", "lead",
	"read-more-content", "padding", "gradient", "badge", "head-line", "embed",
	"navy",
}

// NoiseToken reports whether a lower-cased class or id token names a
// boilerplate block, and which word matched.
func NoiseToken(tok string) (string, bool) {
	if !noiseSet.In(tok) || noiseExceptSet.In(tok) {
		return "", false
	}
	for _, w := range noiseWords {
		if strings.Contains(tok, w) {
			if (w == "ad-" || w == "-ad") && !HasSegment(tok, "ad") && !HasSegment(tok, "ads") {
				continue // "field-type-addresses", "nav-admin": another word
			}
			if (w == "ads" || w == "tags" || w == "print" || w == "search" || w == "login" || w == "skip") && tok != w && !strings.HasPrefix(tok, w+"-") && !strings.HasSuffix(tok, "-"+w) && !strings.HasPrefix(tok, w+"_") {
				continue
			}
			return w, true
		}
	}
	return "", false
}

// HasSegment reports whether seg is one of the parts of tok between
// hyphens and underscores ("sidebar-ad-slot" has "ad").
func HasSegment(tok, seg string) bool {
	for len(tok) > 0 {
		i := strings.IndexAny(tok, "-_")
		if i < 0 {
			return tok == seg
		}
		if tok[:i] == seg {
			return true
		}
		tok = tok[i+1:]
	}
	return false
}

// NoiseWord returns the first noise word found in a "class id" string.
func NoiseWord(classID string) (string, bool) {
	return NoiseWordExcept(classID, nil)
}

// NoiseWordExcept is NoiseWord ignoring the tokens in skip (a page's
// layout vocabulary, see EachNoiseToken).
func NoiseWordExcept(classID string, skip map[string]bool) (string, bool) {
	if classID == "" {
		return "", false
	}
	var word string
	found := eachField(classID, func(tok string) bool {
		w, ok := NoiseToken(tok)
		if ok && (skip[tok] || skip[InstanceBase(tok)]) {
			return false
		}
		word = w
		return ok
	})
	return word, found
}

// InstanceBase is a class token without the instance number a template
// appends to its module's name ("hs_cos_wrapper_widget_1755012816893",
// "block-widget-12" → "hs_cos_wrapper_widget", "block-widget"): the same
// vocabulary, once per module; tok itself when it ends in no number.
func InstanceBase(tok string) string {
	base := strings.TrimRight(tok, "0123456789")
	if len(base) == len(tok) {
		return tok
	}
	base = strings.TrimRight(base, "-_")
	if base == "" {
		return tok
	}
	return base
}

// EachNoiseToken calls fn with every token of a class or id attribute, in
// lower case, that names boilerplate. The attribute is lowered only when
// it holds a noise word (one pass over it for most elements).
func EachNoiseToken(attr string, fn func(tok string)) {
	if !noiseSet.InFold(attr) {
		return
	}
	eachField(strings.ToLower(attr), func(tok string) bool {
		if _, ok := NoiseToken(tok); ok {
			fn(tok)
		}
		return false
	})
}

// commentWidgetSet names the side-column widgets that list comments from
// anywhere on the site — "most recommended", "recent comments", a
// leaderboard — by class or id.
var commentWidgetSet = NewWordSet("mostpopular", "most-popular", "leaderboard", "recentcomments",
	"recent-comments", "recent_comments", "get-recent", "recently")

// IsCommentWidget reports a lower-cased "class id" string naming a widget
// that lists comments from anywhere on the site: not this page's
// discussion.
func IsCommentWidget(classID string) bool { return commentWidgetSet.In(classID) }
