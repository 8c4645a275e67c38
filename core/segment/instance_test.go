package segment

import "testing"

// TestInstanceBase: a module's number goes with its separator; a token
// without one, or all digits, is itself.
func TestInstanceBase(t *testing.T) {
	for tok, want := range map[string]string{
		"hs_cos_wrapper_widget_1755012816893": "hs_cos_wrapper_widget",
		"block-widget-12":                     "block-widget",
		"widget2":                             "widget",
		"sidebar-widget":                      "sidebar-widget",
		"12345":                               "12345",
		"":                                    "",
	} {
		if got := InstanceBase(tok); got != want {
			t.Errorf("InstanceBase(%q) = %q, want %q", tok, got, want)
		}
	}
	skip := map[string]bool{"cms_wrapper_widget": true}
	if w, ok := NoiseWordExcept("cms_wrapper cms_wrapper_widget_42", skip); ok {
		t.Errorf("a numbered instance of a skipped token is noise (%q)", w)
	}
}
