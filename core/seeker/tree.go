package seeker

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrModel reports a model file that cannot be read.
var ErrModel = errors.New("seeker: bad model")

// Tree is a trained decision tree (C4.5-like, see package seeker/train).
// A node tests one feature: numeric features split at Threshold (value ≤
// Threshold goes to Children[0]), the nominal tagName has one child per
// category. Every node keeps the training weight it saw (Pos of Total
// positive), so a prediction can stop at any depth.
type Tree struct {
	Feature   int // -1 for a leaf
	Threshold float64
	Nominal   bool
	Children  []*Tree
	Pos       float64
	Total     float64
}

// Leaf reports whether the node has no test.
func (t *Tree) Leaf() bool { return t.Feature < 0 || len(t.Children) == 0 }

// Share is the positive share of the training weight at the node.
func (t *Tree) Share() float64 {
	if t.Total <= 0 {
		return 0
	}
	return t.Pos / t.Total
}

// Leaf returns the leaf that x reaches.
func (t *Tree) Find(x []float64) *Tree {
	n := t
	for !n.Leaf() {
		next := n.child(x[n.Feature])
		if next == nil {
			return n
		}
		n = next
	}
	return n
}

// Prob is the content probability of x: the share of the leaf x reaches,
// smoothed along the path by the m-estimate p = (pos + m·p_parent) /
// (total + m), starting from the root's share. m = 0 gives Find(x).Share().
// A small leaf carved out deep in the tree then keeps part of the belief of
// the nodes above it instead of claiming certainty from a few instances.
func (t *Tree) Prob(x []float64, m float64) float64 {
	p := t.Share()
	n := t
	for !n.Leaf() {
		next := n.child(x[n.Feature])
		if next == nil {
			break
		}
		n = next
		if n.Total+m > 0 {
			p = (n.Pos + m*p) / (n.Total + m)
		}
	}
	return p
}

func (t *Tree) child(v float64) *Tree {
	if !t.Nominal {
		if v <= t.Threshold {
			return t.Children[0]
		}
		return t.Children[1]
	}
	k := int(v)
	if k < 0 || k >= len(t.Children) || t.Children[k].Total <= 0 {
		return nil // a category unseen in training: stop here
	}
	return t.Children[k]
}

// Size is the number of nodes.
func (t *Tree) Size() int {
	n := 1
	for _, c := range t.Children {
		n += c.Size()
	}
	return n
}

// Format writes the tree in the model file format: a header naming the
// features, then one node per line in pre-order:
//
//	L pos total             a leaf
//	N feature thr pos total a numeric test (≤ thr: first subtree)
//	C feature k pos total   a nominal test with k subtrees
func (t *Tree) Format(name string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# seeker decision tree %q, %d nodes\n", name, t.Size())
	b.WriteString("features")
	for _, f := range FeatureNames {
		b.WriteString(" " + f)
	}
	b.WriteByte('\n')
	t.format(&b)
	return b.String()
}

func (t *Tree) format(b *strings.Builder) {
	w := func(f float64) string { return strconv.FormatFloat(f, 'g', 6, 64) }
	switch {
	case t.Leaf():
		fmt.Fprintf(b, "L %s %s\n", w(t.Pos), w(t.Total))
	case t.Nominal:
		fmt.Fprintf(b, "C %d %d %s %s\n", t.Feature, len(t.Children), w(t.Pos), w(t.Total))
	default:
		fmt.Fprintf(b, "N %d %s %s %s\n", t.Feature, strconv.FormatFloat(t.Threshold, 'g', -1, 64), w(t.Pos), w(t.Total))
	}
	for _, c := range t.Children {
		c.format(b)
	}
}

// ParseTree reads a tree written by Format.
func ParseTree(text string) (*Tree, error) {
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	var lines [][]string
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Fields(line)
		if f[0] == "features" {
			if strings.Join(f[1:], " ") != strings.Join(FeatureNames[:], " ") {
				return nil, fmt.Errorf("%w: feature list differs from this build's", ErrModel)
			}
			continue
		}
		lines = append(lines, f)
	}
	p := parser{lines: lines}
	t, err := p.node(0)
	if err != nil {
		return nil, err
	}
	if p.next != len(lines) {
		return nil, fmt.Errorf("%w: %d lines after the tree", ErrModel, len(lines)-p.next)
	}
	return t, nil
}

type parser struct {
	lines [][]string
	next  int
}

func (p *parser) node(depth int) (*Tree, error) {
	if depth > 200 || p.next >= len(p.lines) {
		return nil, fmt.Errorf("%w: truncated tree", ErrModel)
	}
	f := p.lines[p.next]
	p.next++
	nums := make([]float64, len(f)-1)
	for i, s := range f[1:] {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrModel, err)
		}
		nums[i] = v
	}
	bad := fmt.Errorf("%w: line %q", ErrModel, strings.Join(f, " "))
	switch {
	case f[0] == "L" && len(nums) == 2:
		return &Tree{Feature: -1, Pos: nums[0], Total: nums[1]}, nil
	case (f[0] == "N" || f[0] == "C") && len(nums) == 4:
		feat := int(nums[0])
		if feat < 0 || feat >= int(NumFeatures) {
			return nil, bad
		}
		t := &Tree{Feature: feat, Pos: nums[2], Total: nums[3], Nominal: f[0] == "C"}
		k := 2
		if t.Nominal {
			k = int(nums[1])
			if k < 1 || k > 1000 {
				return nil, bad
			}
		} else {
			t.Threshold = nums[1]
		}
		for i := 0; i < k; i++ {
			c, err := p.node(depth + 1)
			if err != nil {
				return nil, err
			}
			t.Children = append(t.Children, c)
		}
		return t, nil
	}
	return nil, bad
}
