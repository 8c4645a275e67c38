package eval

import "slices"

// Token alignment for the fidelity evaluation: which token of the source's
// text each token of the output's text is, so a heading's words can be
// followed into the output and a dropped table's cells are not "found" by
// chance in some other paragraph. It is a diff on token hashes, in the
// manner of patience diff: common prefix and suffix, then anchors on the
// tokens that occur once in each side (their longest increasing chain),
// recursively between anchors; small ranges are aligned exactly with the
// longest-common-subsequence table; a range with no unique common token is
// anchored on the occurrences of its rarest common token.
//
// Every alignment is order-preserving, so a token of a dropped block can
// only be aligned with output text standing at the same place, between the
// last kept token before it and the first after it.

// Ranges up to alignSmallCells (n×m) are aligned with the full LCS table
// (one byte per cell) at once; up to alignExactCells, when they hold no
// token unique on both sides.
const (
	alignSmallCells = 1 << 14
	alignExactCells = 1 << 22
)

// align returns, for each token of a, the index of the token of b it is
// aligned with, or -1.
func align(a, b []uint64) []int32 {
	match := make([]int32, len(a))
	for i := range match {
		match[i] = -1
	}
	al := aligner{a: a, b: b, match: match}
	al.ranges = append(al.ranges, alignRange{0, len(a), 0, len(b)})
	for len(al.ranges) > 0 {
		r := al.ranges[len(al.ranges)-1]
		al.ranges = al.ranges[:len(al.ranges)-1]
		al.step(r)
	}
	return match
}

type alignRange struct{ a0, a1, b0, b1 int }

type aligner struct {
	a, b   []uint64
	match  []int32
	ranges []alignRange // work still to do
}

func (al *aligner) step(r alignRange) {
	for r.a0 < r.a1 && r.b0 < r.b1 && al.a[r.a0] == al.b[r.b0] {
		al.match[r.a0] = int32(r.b0)
		r.a0, r.b0 = r.a0+1, r.b0+1
	}
	for r.a0 < r.a1 && r.b0 < r.b1 && al.a[r.a1-1] == al.b[r.b1-1] {
		r.a1, r.b1 = r.a1-1, r.b1-1
		al.match[r.a1] = int32(r.b1)
	}
	n, m := r.a1-r.a0, r.b1-r.b0
	if n == 0 || m == 0 {
		return
	}
	if n*m <= alignSmallCells {
		al.exact(r)
		return
	}
	anchors := al.anchors(r, n*m <= alignExactCells)
	prevA, prevB := r.a0, r.b0
	for _, an := range anchors {
		al.match[an[0]] = int32(an[1])
		al.ranges = append(al.ranges, alignRange{prevA, an[0], prevB, an[1]})
		prevA, prevB = an[0]+1, an[1]+1
	}
	if len(anchors) > 0 {
		al.ranges = append(al.ranges, alignRange{prevA, r.a1, prevB, r.b1})
	}
}

// anchors are pairs (i, j) with a[i] == b[j], increasing in both: the
// longest increasing chain of the tokens unique on both sides; else, when
// exact is set, the range is aligned with the LCS table (no anchors
// returned); else the occurrences of the rarest common token paired in
// order. None when the ranges share no token.
func (al *aligner) anchors(r alignRange, exact bool) [][2]int {
	type seen struct {
		countA, countB int32
		firstA, firstB int32
	}
	counts := make(map[uint64]*seen, r.a1-r.a0)
	for i := r.a0; i < r.a1; i++ {
		s := counts[al.a[i]]
		if s == nil {
			s = &seen{firstA: int32(i), firstB: -1}
			counts[al.a[i]] = s
		}
		s.countA++
	}
	for j := r.b0; j < r.b1; j++ {
		if s := counts[al.b[j]]; s != nil {
			if s.countB == 0 {
				s.firstB = int32(j)
			}
			s.countB++
		}
	}
	var unique [][2]int
	var rarest uint64
	best := int32(-1)
	for i := r.a0; i < r.a1; i++ {
		s := counts[al.a[i]]
		switch {
		case s.countB == 0:
		case s.countA == 1 && s.countB == 1:
			unique = append(unique, [2]int{i, int(s.firstB)})
		case best < 0 || s.countA+s.countB < best:
			rarest, best = al.a[i], s.countA+s.countB
		}
	}
	switch {
	case len(unique) > 0:
		return longestChain(unique)
	case best < 0:
		return nil
	case exact:
		al.exact(r)
		return nil
	}
	var as, bs []int
	for i := r.a0; i < r.a1; i++ {
		if al.a[i] == rarest {
			as = append(as, i)
		}
	}
	for j := r.b0; j < r.b1; j++ {
		if al.b[j] == rarest {
			bs = append(bs, j)
		}
	}
	pairs := make([][2]int, min(len(as), len(bs)))
	for k := range pairs {
		pairs[k] = [2]int{as[k], bs[k]}
	}
	return pairs
}

// longestChain is the longest subsequence of pairs (sorted by their first
// element) whose second elements increase (patience sorting).
func longestChain(pairs [][2]int) [][2]int {
	tails := []int{} // tails[k]: index of the pair ending the best chain of length k+1
	prev := make([]int, len(pairs))
	for p := range pairs {
		k, _ := slices.BinarySearchFunc(tails, pairs[p][1], func(t, j int) int { return pairs[t][1] - j })
		if k > 0 {
			prev[p] = tails[k-1]
		} else {
			prev[p] = -1
		}
		if k == len(tails) {
			tails = append(tails, p)
		} else {
			tails[k] = p
		}
	}
	out := make([][2]int, len(tails))
	for k, p := len(tails)-1, tails[len(tails)-1]; k >= 0; k, p = k-1, prev[p] {
		out[k] = pairs[p]
	}
	return out
}

// exact aligns a range with the longest-common-subsequence table.
func (al *aligner) exact(r alignRange) {
	n, m := r.a1-r.a0, r.b1-r.b0
	// dir[i*(m+1)+j]: how the LCS of a[i:] and b[j:] starts (suffix form,
	// so the walk back goes forward): 1 match, 2 skip a, 3 skip b.
	dir := make([]uint8, (n+1)*(m+1))
	next := make([]int32, m+1) // LCS lengths of row i+1
	cur := make([]int32, m+1)
	for i := n - 1; i >= 0; i-- {
		cur[m] = 0
		for j := m - 1; j >= 0; j-- {
			d := &dir[i*(m+1)+j]
			switch {
			case al.a[r.a0+i] == al.b[r.b0+j]:
				cur[j], *d = next[j+1]+1, 1
			case next[j] >= cur[j+1]:
				cur[j], *d = next[j], 2
			default:
				cur[j], *d = cur[j+1], 3
			}
		}
		cur, next = next, cur
	}
	for i, j := 0, 0; i < n && j < m; {
		switch dir[i*(m+1)+j] {
		case 1:
			al.match[r.a0+i] = int32(r.b0 + j)
			i, j = i+1, j+1
		case 2:
			i++
		default:
			j++
		}
	}
}

// slide places the gaps of an alignment where the structures agree. Where
// tokens of a dropped block repeat kept tokens next to it, the diff may
// align the output's tokens with either copy: "Apple AirPods" of a
// product link that was dropped, or of the heading "Apple AirPods Pro"
// just after it that was kept; the last crumb of a dropped breadcrumb, or
// the headline after it. Both are longest common subsequences. So the
// aligned tokens next to each gap of the source (a run left unaligned)
// may move into it, onto equal tokens, when agree (how well source token
// i and output token j sit in structures of the same kinds) gains by it:
// the last k tokens aligned before the gap move d places forward, or the
// first k after it d places back, whichever gains most. Order is kept: a
// moved token stays between the same aligned neighbours.
// maxSlide bounds the tokens slide moves at once (a headline, a caption),
// so a page of one token repeated costs linear time.
const maxSlide = 64

func slide(a []uint64, match []int32, agree func(i int, j int32) int) {
	n := len(match)
	for i := 0; i < n; {
		if match[i] >= 0 {
			i++
			continue
		}
		p, q := i, i
		for q < n && match[q] < 0 {
			q++
		}
		best, bestD, bestK := 0, 0, 0 // bestD > 0: forward from before the gap; < 0: back from after it
		for d := 1; d <= q-p; d++ {
			gain := 0
			for k := 1; k <= maxSlide && p-k >= 0 && match[p-k] >= 0 && a[p-k] == a[p-k+d]; k++ {
				gain += agree(p-k+d, match[p-k]) - agree(p-k, match[p-k])
				if gain > best {
					best, bestD, bestK = gain, d, k
				}
			}
			gain = 0
			for k := 1; k <= maxSlide && q+k-1 < n && match[q+k-1] >= 0 && a[q+k-1] == a[q+k-1-d]; k++ {
				gain += agree(q+k-1-d, match[q+k-1]) - agree(q+k-1, match[q+k-1])
				if gain > best {
					best, bestD, bestK = gain, -d, k
				}
			}
		}
		switch {
		case bestD > 0:
			for t := 1; t <= bestK; t++ { // the last first: a target may be a moved token's place
				match[p-t+bestD], match[p-t] = match[p-t], -1
			}
		case bestD < 0:
			for t := 0; t < bestK; t++ {
				match[q+t+bestD], match[q+t] = match[q+t], -1
			}
		}
		i = q
		if bestD < 0 {
			i = q + bestK
		}
	}
}
