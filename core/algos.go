package core

import (
	"fmt"
	"sort"

	"github.com/pith-reader/pith/core/sd"
	"github.com/pith-reader/pith/core/segment"
)

// DefaultAlgorithm names the segmenter the default pipeline runs.
const DefaultAlgorithm = "sd"

// segmenters builds each selectable method from the options. Methods are
// registered by name so `pith -algo NAME` and Options.Algorithm reach them;
// each method's file (algos_NAME.go) registers itself with register.
//
// Build tag pith_lean (build.sh uses it for the wasm) leaves out the methods
// the default pipeline and site profiles never run — Content Seeker with its
// embedded models, the classic baselines, the density method and FOREST
// (whose wrapper only the forest and coverage methods read) — to keep the
// extension's wasm small (issue 6). sd and template stay: the default
// pipeline and site profiles need them.
var segmenters = map[string]func(Options) segment.Segmenter{
	"sd": func(o Options) segment.Segmenter { return sd.Segmenter{Options: o.SD} },
}

// register adds a method under a name; called from init functions.
func register(name string, build func(Options) segment.Segmenter) {
	if _, dup := segmenters[name]; dup {
		panic("core: segmenter registered twice: " + name)
	}
	segmenters[name] = build
}

// Algorithms lists the selectable segmenters, sorted.
func Algorithms() []string {
	names := make([]string, 0, len(segmenters))
	for n := range segmenters {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func segmenterFor(o Options) (segment.Segmenter, error) {
	name := o.Algorithm
	if name == "" {
		name = DefaultAlgorithm
	}
	mk, ok := segmenters[name]
	if !ok {
		return nil, fmt.Errorf("%w %q (have %v)", ErrUnknownAlgorithm, name, Algorithms())
	}
	return mk(o), nil
}
