package baseline

import "github.com/pith-reader/pith/core/dom"

// cover maps a selection of text to elements, the only thing a Region can
// address. keptOwn[id] says whether the element's own text (its direct text
// children) is selected. The result, in page order, is the smallest set of
// elements that holds the selection: every maximal subtree whose text is
// all selected, and — where an element's own text is selected but some of
// its children's is not — the element itself when at least half of its
// text is selected (its own text cannot be addressed without it); the rest
// of such an element's own text is dropped.
func (r *run) cover(keptOwn []bool) []int {
	n := r.doc.Len()
	kept := make([]int32, n)
	for id := 0; id < n; id++ {
		if keptOwn[id] && !r.st.Hidden[id] {
			kept[id] = r.st.OwnChars[id]
		}
	}
	for id := n - 1; id > 0; id-- {
		kept[r.doc.Parent[id]] += kept[id]
	}
	var out []int
	body := r.doc.Body
	for id := body; id <= r.doc.End(body); id++ {
		if kept[id] == 0 {
			id = r.doc.End(id)
			continue
		}
		full := kept[id] == r.st.Chars[id]
		mostly := keptOwn[id] && r.st.OwnChars[id] > 0 && 2*kept[id] >= r.st.Chars[id]
		if full || mostly {
			out = append(out, id)
			id = r.doc.End(id)
		}
	}
	return out
}

// inlineStats fills, for every element, the text outside its block-level
// children (its own text and that of inline descendants) and the part of
// it inside links: the text a block "directly" shows.
func (r *run) inlineStats() {
	if r.inline != nil {
		return
	}
	n := r.doc.Len()
	r.inline = make([]int32, n)
	r.inLink = make([]int32, n)
	for id := 0; id < n; id++ {
		r.inline[id] = r.st.OwnChars[id]
		if r.st.InLink[id] {
			r.inLink[id] = r.st.OwnChars[id]
		}
	}
	for id := n - 1; id > 0; id-- {
		if dom.IsBlock(r.doc.Tag(id)) || r.st.Hidden[id] {
			continue
		}
		p := r.doc.Parent[id]
		r.inline[p] += r.inline[id]
		r.inLink[p] += r.inLink[id]
	}
}

// nearestBlock is the element's nearest block-level ancestor-or-self.
func (r *run) nearestBlock(id int) int {
	for id > 0 && !dom.IsBlock(r.doc.Tag(id)) {
		id = int(r.doc.Parent[id])
	}
	return id
}
