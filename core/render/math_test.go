package render

import "testing"

// MathML is kept by namespace (issue 22, finding 6): an SVG element named
// like a MathML one is not MathML, and SVG inside a formula is dropped with
// its content, in the HTML and the text alike.
func TestMathMLByNamespace(t *testing.T) {
	p := part(t, `<p>a <math><mi>x</mi><mtext><svg><mtext>svg text</mtext><mi>y</mi></svg></mtext><mtext><b>bold</b><script>s()</script></mtext></math> b</p>`)
	if got, want := p.HTML(), `<p>a <math><mi>x</mi><mtext></mtext><mtext>bold</mtext></math> b</p>`; got != want {
		t.Errorf("html = %q, want %q", got, want)
	}
	if got, want := p.Text(), "a x bold b"; got != want {
		t.Errorf("text = %q, want %q", got, want)
	}
}
