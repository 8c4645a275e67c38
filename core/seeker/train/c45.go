package train

import (
	"math"
	"sort"

	"github.com/pith-reader/pith/core/seeker"
)

// Params are the C4.5 settings (WEKA J48's names). The zero value means the
// defaults the thesis used (§6.6.2: confidence factor 0.25, minobj 2).
type Params struct {
	// ConfidenceFactor of the pessimistic error estimate used in pruning.
	ConfidenceFactor float64
	// MinObj is the least weight of instances in at least two branches of
	// a split (J48 -M).
	MinObj float64
	// NoPrune keeps the grown tree.
	NoPrune bool
}

func (p Params) withDefaults() Params {
	if p.ConfidenceFactor <= 0 || p.ConfidenceFactor > 0.5 {
		p.ConfidenceFactor = 0.25
	}
	if p.MinObj <= 0 {
		p.MinObj = 2
	}
	return p
}

// Set is a training set: one row of features per instance, a binary class
// and a weight (the cost-sensitive weighting of §6.5 raises the weight of
// the positive class).
type Set struct {
	X [][]float64
	Y []bool
	W []float64
	// Nominal[f] is the number of categories of a nominal feature, 0 for a
	// numeric one.
	Nominal []int
	// Skip[f] leaves a feature out of the tests.
	Skip []bool
}

// Add appends one instance.
func (s *Set) Add(x []float64, y bool, w float64) {
	s.X = append(s.X, x)
	s.Y = append(s.Y, y)
	s.W = append(s.W, w)
}

// Counts returns the weight of positive and of all instances.
func (s *Set) Counts() (pos, total float64) {
	for i, w := range s.W {
		total += w
		if s.Y[i] {
			pos += w
		}
	}
	return pos, total
}

// Fit grows a C4.5 tree on the set and prunes it.
func Fit(s *Set, p Params) *seeker.Tree {
	p = p.withDefaults()
	b := builder{set: s, p: p}
	idx := make([]int32, len(s.X))
	for i := range idx {
		idx[i] = int32(i)
	}
	t := b.grow(idx, 0)
	if !p.NoPrune {
		prune(t, p.ConfidenceFactor)
	}
	return t
}

type builder struct {
	set *Set
	p   Params
}

// split is the best test found for one feature.
type split struct {
	feature   int
	threshold float64
	gain      float64
	ratio     float64
	ok        bool
}

const maxDepth = 60

func (b *builder) grow(idx []int32, depth int) *seeker.Tree {
	pos, total := b.counts(idx)
	node := &seeker.Tree{Feature: -1, Pos: pos, Total: total}
	if pos == 0 || pos == total || total < 2*b.p.MinObj || depth >= maxDepth {
		return node
	}
	var cands []split
	sumGain := 0.0
	for f := range b.set.X[idx[0]] {
		if f < len(b.set.Skip) && b.set.Skip[f] {
			continue
		}
		var sp split
		if f < len(b.set.Nominal) && b.set.Nominal[f] > 0 {
			sp = b.nominalSplit(idx, f, pos, total)
		} else {
			sp = b.numericSplit(idx, f, pos, total)
		}
		if sp.ok {
			cands = append(cands, sp)
			sumGain += sp.gain
		}
	}
	if len(cands) == 0 {
		return node
	}
	// C4.5: the best gain ratio among tests with at least average gain.
	avg := sumGain / float64(len(cands))
	best := -1
	for i, c := range cands {
		if c.gain >= avg-1e-3 && (best < 0 || c.ratio > cands[best].ratio) {
			best = i
		}
	}
	if best < 0 || cands[best].ratio <= 0 {
		return node
	}
	sp := cands[best]
	node.Feature = sp.feature
	if b.set.Nominal != nil && sp.feature < len(b.set.Nominal) && b.set.Nominal[sp.feature] > 0 {
		node.Nominal = true
		for _, part := range b.partitionNominal(idx, sp.feature) {
			if len(part) == 0 {
				node.Children = append(node.Children, &seeker.Tree{Feature: -1})
				continue
			}
			node.Children = append(node.Children, b.grow(part, depth+1))
		}
		return node
	}
	node.Threshold = sp.threshold
	var left, right []int32
	for _, i := range idx {
		if b.set.X[i][sp.feature] <= sp.threshold {
			left = append(left, i)
		} else {
			right = append(right, i)
		}
	}
	node.Children = []*seeker.Tree{b.grow(left, depth+1), b.grow(right, depth+1)}
	return node
}

func (b *builder) counts(idx []int32) (pos, total float64) {
	for _, i := range idx {
		w := b.set.W[i]
		total += w
		if b.set.Y[i] {
			pos += w
		}
	}
	return pos, total
}

// entropy of a two-class weight distribution, in bits, times the weight.
func entropyW(pos, total float64) float64 {
	if total <= 0 {
		return 0
	}
	neg := total - pos
	e := 0.0
	if pos > 0 {
		e -= pos * math.Log2(pos/total)
	}
	if neg > 0 {
		e -= neg * math.Log2(neg/total)
	}
	return e
}

// splitInfoW is the weighted entropy of a partition's sizes.
func splitInfoW(sizes []float64, total float64) float64 {
	e := 0.0
	for _, s := range sizes {
		if s > 0 {
			e -= s * math.Log2(s/total)
		}
	}
	return e / total
}

// numericSplit finds the best binary cut of a numeric feature (J48: cut
// points need MinSplit weight on each side, and the gain pays
// log2(cut points)/N, Quinlan 1996).
func (b *builder) numericSplit(idx []int32, f int, pos, total float64) split {
	x := b.set.X
	order := make([]int32, len(idx))
	copy(order, idx)
	sort.Slice(order, func(i, j int) bool {
		a, c := x[order[i]][f], x[order[j]][f]
		if a != c {
			return a < c
		}
		return order[i] < order[j]
	})
	minSplit := 0.1 * total / 2
	if minSplit < b.p.MinObj {
		minSplit = b.p.MinObj
	} else if minSplit > 25 {
		minSplit = 25
	}
	base := entropyW(pos, total)
	var lp, lt float64
	bestGain, bestAt, cuts := -1.0, -1, 0
	for k := 0; k < len(order)-1; k++ {
		i := order[k]
		w := b.set.W[i]
		lt += w
		if b.set.Y[i] {
			lp += w
		}
		v, next := x[i][f], x[order[k+1]][f]
		if v == next {
			continue
		}
		if lt < minSplit || total-lt < minSplit {
			continue
		}
		cuts++
		gain := (base - entropyW(lp, lt) - entropyW(pos-lp, total-lt)) / total
		if gain > bestGain {
			bestGain, bestAt = gain, k
		}
	}
	if bestAt < 0 {
		return split{}
	}
	gain := bestGain - math.Log2(float64(cuts))/total
	if gain <= 0 {
		return split{}
	}
	lo, hi := x[order[bestAt]][f], x[order[bestAt+1]][f]
	leftW := 0.0
	for _, i := range order[:bestAt+1] {
		leftW += b.set.W[i]
	}
	si := splitInfoW([]float64{leftW, total - leftW}, total)
	if si <= 0 {
		return split{}
	}
	return split{feature: f, threshold: cutBetween(lo, hi), gain: gain, ratio: gain / si, ok: true}
}

// cutBetween is a short decimal in [lo, hi) so the model file stays small
// and sends exactly the same instances left.
func cutBetween(lo, hi float64) float64 {
	mid := lo + (hi-lo)/2
	for digits := 1; digits <= 15; digits++ {
		scale := math.Pow(10, float64(digits)-math.Ceil(math.Log10(math.Abs(mid)+1e-300)))
		c := math.Round(mid*scale) / scale
		if c >= lo && c < hi {
			return c
		}
	}
	return lo
}

// nominalSplit is the multiway test of a nominal feature.
func (b *builder) nominalSplit(idx []int32, f int, pos, total float64) split {
	k := b.set.Nominal[f]
	ps := make([]float64, k)
	ts := make([]float64, k)
	for _, i := range idx {
		c := clampCat(b.set.X[i][f], k)
		ts[c] += b.set.W[i]
		if b.set.Y[i] {
			ps[c] += b.set.W[i]
		}
	}
	big := 0
	rest := 0.0
	for c := range ts {
		if ts[c] >= b.p.MinObj {
			big++
		}
		rest += entropyW(ps[c], ts[c])
	}
	if big < 2 {
		return split{}
	}
	gain := (entropyW(pos, total) - rest) / total
	si := splitInfoW(ts, total)
	if gain <= 0 || si <= 0 {
		return split{}
	}
	return split{feature: f, gain: gain, ratio: gain / si, ok: true}
}

func (b *builder) partitionNominal(idx []int32, f int) [][]int32 {
	parts := make([][]int32, b.set.Nominal[f])
	for _, i := range idx {
		c := clampCat(b.set.X[i][f], len(parts))
		parts[c] = append(parts[c], i)
	}
	return parts
}

func clampCat(v float64, k int) int {
	c := int(v)
	if c < 0 || c >= k {
		return 0
	}
	return c
}

// Accuracy is the weighted share of the set the tree classifies right
// (content when the leaf's content share is at least one half).
func Accuracy(t *seeker.Tree, s *Set) float64 {
	var right, total float64
	for i, x := range s.X {
		total += s.W[i]
		if (t.Find(x).Share() >= 0.5) == s.Y[i] {
			right += s.W[i]
		}
	}
	if total == 0 {
		return 0
	}
	return right / total
}
