package thread

import (
	"slices"
	"sort"

	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// Sections lifts each comment region to its section: the outermost
// ancestor marked as comments (class/id) that does not hold an article
// region. Nested sections are merged into the outer one.
func (f *Finder) Sections(comments, articles []int) []int {
	holdsArticle := func(id int) bool {
		for _, a := range articles {
			if f.doc.Contains(id, a) {
				return true
			}
		}
		return false
	}
	var roots []int
	for _, c := range comments {
		if f.refine && f.isPostSignature(c) {
			f.pg.Trace.Add("comments", c, float64(f.st.Chars[c]), "a short line named as no comment (\"Posted by … at …\"): the post's own signature, not a comment section")
			continue
		}
		root := c
		for n := int(f.doc.Parent[c]); n > 0 && n != f.doc.Body; n = int(f.doc.Parent[n]) {
			if holdsArticle(n) {
				break
			}
			if f.commentMarked(n) {
				root = n
			}
		}
		if f.refine && f.inCommentWidget(c) {
			f.pg.Trace.Add("comments.widget", root, 0, "comments in a side widget (most recommended, recent comments): not this page's discussion")
			continue
		}
		roots = append(roots, root)
	}
	roots = page.Outermost(f.doc, roots)
	if f.refine {
		roots = slices.DeleteFunc(roots, func(root int) bool {
			if !f.mostlyCode(root) {
				return false
			}
			f.pg.Trace.Add("comments", root, float64(f.st.Chars[root]), "a section named for comments or responses that is mostly <pre> code: an API's request and response samples, not a discussion")
			return true
		})
		roots = f.sameKindSections(roots, holdsArticle)
	}
	return roots
}

// sameKindSections completes a run of comment sections: when two or more
// sections are siblings of one kind (signature: tag and first class, and
// comment-marked), every visible comment-marked sibling of that kind is a
// comment too, however short (a sibling of the same first class without a
// comment mark, a theme's "format_text" story body, is not). SD's comment regions need 100 characters (seed 000's AC
// rule), so one-line replies between longer comments of the same list
// would be lost.
func (f *Finder) sameKindSections(roots []int, holdsArticle func(int) bool) []int {
	type run struct {
		parent int
		sig    string
	}
	count := map[run]int{}
	have := map[int]bool{}
	for _, r := range roots {
		have[r] = true
		if par := int(f.doc.Parent[r]); par >= 0 {
			count[run{par, f.sig(r)}]++
		}
	}
	var more []int
	for k, n := range count {
		if n < 2 || !segment.HasCommentToken(k.sig) {
			continue
		}
		f.doc.Children(k.parent, func(c int) {
			if have[c] || f.st.Hidden[c] || f.st.Chars[c] == 0 || f.sig(c) != k.sig || holdsArticle(c) || f.isCommentWidget(c) ||
				!f.commentMarked(c) {
				return
			}
			more = append(more, c)
		})
	}
	if len(more) == 0 {
		return roots
	}
	sort.Ints(more)
	f.pg.Trace.Add("comments.same-kind", more[0], float64(len(more)), "short comments of the same kind as the comment sections around them")
	return page.Outermost(f.doc, append(roots, more...))
}

// isPostSignature reports a comment region that only its words made one
// (SD's "posted by" phrase, seed 000 §3.3) and that is a line short enough
// to sign a post: no block around it is named as comments.
func (f *Finder) isPostSignature(id int) bool {
	if f.st.Chars[id] > maxSignatureChars {
		return false
	}
	for n := id; n > 0 && n != f.doc.Body; n = int(f.doc.Parent[n]) {
		if f.commentMarked(n) {
			return false
		}
	}
	return true
}

// inCommentWidget reports a comment section inside such a widget: the
// section or an ancestor below <body> is named as one.
func (f *Finder) inCommentWidget(id int) bool {
	for n := id; n > 0 && n != f.doc.Body; n = int(f.doc.Parent[n]) {
		if f.isCommentWidget(n) {
			return true
		}
	}
	return false
}

// isCommentWidget reports an element named as such a widget.
func (f *Finder) isCommentWidget(id int) bool { return f.classFactsOf(id)&factWidget != 0 }

// Split splits comment sections into single comments: the most
// repeated element signature (tag and class) among the comment-marked
// blocks of a section is the comment; comments inside comments are replies.
func (f *Finder) Split(sections []int) []Comment {
	var all []Item
	for _, s := range sections {
		all = append(all, f.itemsOf(s)...)
	}
	return f.Render(all)
}

// itemsOf is the comments of a section, memoised: the page type's
// question (Submission) and the comments' rendering ask for the same
// sections. Callers copy the items, never change them.
func (f *Finder) itemsOf(section int) []Item {
	if items, ok := f.items[section]; ok {
		return items
	}
	if f.items == nil {
		f.items = map[int][]Item{}
	}
	items := f.readItems(section)
	f.items[section] = items
	return items
}

func (f *Finder) readItems(section int) []Item {
	best := f.commentSignature(section)
	if best == "" {
		return []Item{{Node: section}}
	}
	var items []Item
	for id := section + 1; id <= f.doc.End(section); id++ {
		if f.isCommentWidget(id) {
			id = f.doc.End(id) // other stories' comments, listed in the section
			continue
		}
		if f.itemSig(id) != best || f.st.Hidden[id] || f.st.Chars[id] == 0 {
			continue
		}
		items = append(items, Item{Node: id})
	}
	items = f.definitionGroups(f.liftFlat(items, section))
	f.setDepths(items)
	return items
}

// liftFlat lifts the comments of a flat list (none inside another) each to
// the largest block below the section that holds no other: a comment's
// text may be marked as the comment while its author, date and indentation
// sit around it (a table row per comment).
func (f *Finder) liftFlat(items []Item, section int) []Item {
	if len(items) < 2 {
		return items
	}
	for i := 1; i < len(items); i++ {
		if f.doc.Contains(items[i-1].Node, items[i].Node) {
			return items
		}
	}
	ids := make([]int, len(items))
	for i, it := range items {
		ids[i] = it.Node
	}
	for i, top := range f.liftEach(ids, section) {
		if top == items[i].Node || f.st.Chars[top] > 2*f.st.Chars[items[i].Node]+maxSignatureChars {
			continue // not lifted past the comment's header and footer
		}
		// Lifted only for the signature the comment lacks: the block
		// around it names the author and the date.
		m, lifted := f.meta(items[i].Node), f.meta(top)
		if (m.authorTier == noTier || m.dateTier == noTier) && lifted.authorTier < noTier && lifted.dateTier < noTier {
			items[i].Node = top
		}
	}
	return items
}

// definitionGroups turns comments split at the <dd>s or <dt>s of a
// definition list into its groups: each <dt> (the author's line) with the
// <dd>s after it (the comment, its date). Blogger's classic comment list
// and other old templates lay out their comments so.
func (f *Finder) definitionGroups(items []Item) []Item {
	if len(items) == 0 {
		return items
	}
	if t := f.doc.Tag(items[0].Node); t != atom.Dd && t != atom.Dt || f.doc.Tag(int(f.doc.Parent[items[0].Node])) != atom.Dl {
		return items
	}
	var out []Item
	seen := map[int]bool{}
	for _, it := range items {
		list := int(f.doc.Parent[it.Node])
		if seen[list] {
			continue
		}
		seen[list] = true
		f.doc.Children(list, func(c int) {
			switch {
			case f.doc.Tag(c) == atom.Dt || len(out) == 0:
				out = append(out, Item{Node: c})
			case f.doc.Tag(c) == atom.Dd:
				out[len(out)-1].More = append(out[len(out)-1].More, c)
			}
		})
	}
	return out
}

// itemSig is the signature (tag and class) of an element that may be a
// comment: comment-marked by class/id, or a list item or <article>.
func (f *Finder) itemSig(id int) string {
	el := f.doc.Elems[id]
	if !f.commentMarked(id) && el.DataAtom != atom.Li && el.DataAtom != atom.Article {
		return ""
	}
	return f.sig(id)
}

// commentSignature picks the element kind that is one comment: among the
// kinds repeated in the section, the one whose outermost occurrences cover
// the most of the section's text (a comment's number or author line repeats
// as often as the comment but covers little); among kinds covering nearly
// as much, the more numerous (single comments rather than a wrapper).
func (f *Finder) commentSignature(section int) string {
	type kind struct {
		count, first int
		cover        int32
		lastTop      int // last outermost occurrence, to skip nested ones
	}
	kinds := map[string]*kind{}
	var order []string
	for id := section + 1; id <= f.doc.End(section); id++ {
		if f.st.Hidden[id] || f.st.Chars[id] == 0 {
			continue
		}
		if f.isCommentWidget(id) {
			id = f.doc.End(id)
			continue
		}
		sig := f.itemSig(id)
		if sig == "" {
			continue
		}
		k := kinds[sig]
		if k == nil {
			k = &kind{first: id, lastTop: -1}
			kinds[sig] = k
			order = append(order, sig)
		}
		k.count++
		if k.lastTop < 0 || !f.doc.Contains(k.lastTop, id) {
			k.cover += f.st.Chars[id]
			k.lastTop = id
		}
	}
	var maxCover int32
	for _, sig := range order {
		if k := kinds[sig]; k.count >= 2 && k.cover > maxCover {
			maxCover = k.cover
		}
	}
	best := ""
	for _, sig := range order {
		k := kinds[sig]
		if k.count < 2 || 10*k.cover < 9*maxCover {
			continue
		}
		if best == "" || k.count > kinds[best].count {
			best = sig
		}
	}
	// A section with one comment repeats only its chrome (a header line,
	// a count): a kind covering under minKindCover of the section's text
	// is not the comment; the kind that covers most of it, once, is.
	if sec := f.st.Chars[section]; best == "" || 10*kinds[best].cover < minKindCover*sec {
		one := ""
		for _, sig := range order {
			if k := kinds[sig]; 2*k.cover >= sec && (one == "" || k.cover > kinds[one].cover) {
				one = sig
			}
		}
		if one != "" {
			best = one
		}
	}
	return best
}

// minKindCover is, in tenths, the least share of a comment section's text
// the chosen comment kind covers.
const minKindCover = 3

// maxCommentCode is the share of a comment section's text in <pre>
// blocks above which it is code samples (an API reference's "response"
// panel beside each method), not comments: readers quote code in their
// comments, but between sentences of their own.
const maxCommentCode = 0.6

// mostlyCode reports a block whose text is mostly in <pre> blocks.
func (f *Finder) mostlyCode(id int) bool {
	code := int32(0)
	for d := id; d <= f.doc.End(id); d++ {
		if f.doc.Tag(d) == atom.Pre && !f.st.Hidden[d] {
			code += f.st.Chars[d]
			d = f.doc.End(d)
		}
	}
	return float64(code) > maxCommentCode*float64(f.st.Chars[id])
}
