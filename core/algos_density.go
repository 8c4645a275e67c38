//go:build !pith_lean

package core

import (
	"github.com/pith-reader/pith/core/density"
	"github.com/pith-reader/pith/core/segment"
)

// density: content extraction via text density and visual importance (seed
// 003): the hybrid density when the layout table is present, the composite
// text density otherwise (Options.Density).
func init() {
	register("density", func(o Options) segment.Segmenter { return density.Segmenter{Options: o.Density} })
}
