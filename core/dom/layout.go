package dom

// Layout is the side-table the browser measures on the live page: for each
// element, by the same pre-order index as Document ids, its border box in CSS
// pixels relative to the document, and whether it is rendered visible
// (getComputedStyle + a non-empty box). It gives the visual features the
// seeds could only guess at from markup: SD's invisibility (seed 000 §3.3
// step 2), the visual importance of seed 003 §3.3 and the area ratios of seed
// 002. All slices have the same length; a Layout whose length differs from
// the Document's element count is ignored (the page changed between capture
// and parse).
type Layout struct {
	X       []float32 `json:"x"`
	Y       []float32 `json:"y"`
	W       []float32 `json:"w"`
	H       []float32 `json:"h"`
	Visible []bool    `json:"visible"`
	// PageWidth and PageHeight are the document's scroll size.
	PageWidth  float32 `json:"pageWidth"`
	PageHeight float32 `json:"pageHeight"`
}

// Fits reports whether the layout describes a document of n elements.
func (l *Layout) Fits(n int) bool {
	return l != nil && len(l.X) == n && len(l.Y) == n && len(l.W) == n &&
		len(l.H) == n && len(l.Visible) == n
}
