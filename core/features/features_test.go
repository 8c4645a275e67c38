package features

import (
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

func TestComputeCountsVisibleTextBottomUp(t *testing.T) {
	d, err := dom.Parse(`<html><body><div id="x"><h2>Head</h2><p>The cat and the dog.</p><a href="/l">link text</a>`+
		`<span style="display:none">secret words</span><script>var x = 1;</script><form><input><select><option>a</option></select></form></div></body></html>`, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	st := Compute(d, nil)
	div := d.Body + 1
	// "Head" 4 + "Thecatandthedog." 16 + "linktext" 8 + "a" (option, non-content) 0
	if st.Chars[div] != 28 {
		t.Errorf("chars = %d, want 28", st.Chars[div])
	}
	if st.LinkChars[div] != 8 || st.Links[div] != 1 {
		t.Errorf("link chars %d links %d", st.LinkChars[div], st.Links[div])
	}
	if st.Words[div] != 8 || st.StopWords[div] != 3 { // the, and, the
		t.Errorf("words %d stop words %d", st.Words[div], st.StopWords[div])
	}
	if st.Paras[div] != 1 || st.Forms[div] != 1 || st.Inputs[div] != 1 || st.Cardinality[div] != 6 {
		t.Errorf("paras %d forms %d inputs %d cardinality %d", st.Paras[div], st.Forms[div], st.Inputs[div], st.Cardinality[div])
	}
	if h := st.FirstHeading[div]; h != int32(div+1) || st.AncestorTitle[div+2] != h || st.TitleDiff(div+2) != 0 {
		t.Errorf("heading %d, ancestor title of p %d", h, st.AncestorTitle[div+2])
	}
	if !st.HeaderAround(div + 2) {
		t.Error("p right after h2 has no header around")
	}
	if st.Height[d.Body] != 4 { // body > div > form > select > option
		t.Errorf("height = %d", st.Height[d.Body])
	}
}

func TestLayoutVisibilityOverridesMarkup(t *testing.T) {
	d, err := dom.Parse(`<html><body><div>visible words here</div><div>gone in the browser</div></body></html>`, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	n := d.Len()
	lay := &dom.Layout{X: make([]float32, n), Y: make([]float32, n), W: make([]float32, n), H: make([]float32, n), Visible: make([]bool, n)}
	for i := range lay.Visible {
		lay.Visible[i] = true
	}
	lay.Visible[n-1] = false
	st := Compute(d, lay)
	if !st.Hidden[n-1] || st.Chars[d.Body] != 16 {
		t.Errorf("hidden %v, body chars %d", st.Hidden[n-1], st.Chars[d.Body])
	}
}

// The buckets isStopWord reads must never hide a stop word: every listed
// word is found, whatever its length, and words that share a stop word's
// length and first byte, or its bytes but for one, are not.
func TestEveryStopWordIsFound(t *testing.T) {
	for w := range stopWords {
		if !isStopWord([]byte(w)) {
			t.Errorf("stop word %q not found (longer than maxStopLen %d?)", w, maxStopLen)
		}
	}
	for _, w := range []string{"owl", "feathers", "becausee", "", "tho", "thee", "an\x00", "também!", "tambiém"} {
		if isStopWord([]byte(w)) {
			t.Errorf("%q taken for a stop word", w)
		}
	}
}
