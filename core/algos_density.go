package core

import (
	"github.com/pith-reader/pith/core/density"
	"github.com/pith-reader/pith/core/segment"
)

// density: content extraction via text density and visual importance (seed
// 003). Options has no field for it yet, so it runs with its defaults (the
// hybrid density when the layout table is present, the composite text
// density otherwise).
func init() {
	register("density", func(Options) segment.Segmenter { return density.Segmenter{} })
}
