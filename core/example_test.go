package core_test

import (
	"fmt"

	"github.com/pith-reader/pith/core"
)

func ExampleExtract() {
	page := `<html><head><title>Night trains</title></head><body>
<nav><a href="/">Home</a> <a href="/trains">Trains</a></nav>
<div class="story"><h1>Night trains</h1>
<p>Night trains are coming back across Europe, with new sleeper lines every winter.</p>
<p>Travellers like waking up in a city centre instead of queueing at an airport.</p></div>
<div class="footer">© Rail Weekly</div></body></html>`
	res, err := core.Extract(page, core.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Type, "·", res.Title)
	fmt.Println(res.Article.Text)
	// Output:
	// A · Night trains
	// Night trains are coming back across Europe, with new sleeper lines every winter.
	//
	// Travellers like waking up in a city centre instead of queueing at an airport.
}
