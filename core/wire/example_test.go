package wire_test

import (
	"fmt"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/wire"
)

func ExampleMarshal() {
	res := core.Result{Type: core.TypeArticle, TypeConfidence: 0.75, Title: "Owls & <herons>",
		Article: core.Content{Text: "Owls hunt at night.", Words: 4}}
	b, err := wire.Marshal(res)
	fmt.Println(string(b), err)
	// Output:
	// {"type":"A","typeConfidence":0.75,"title":"Owls \u0026 \u003cherons\u003e","article":{"html":"","text":"Owls hunt at night.","markdown":"","words":4},"comments":null,"posts":null,"regions":null,"stats":{"bytes":0,"elements":0,"algorithm":""}} <nil>
}

func ExampleUnmarshal() {
	var opts core.Options
	err := wire.Unmarshal([]byte(`{"timeBudgetMs":10000,"formats":["html","text"],"unknown":1}`), &opts)
	fmt.Println(opts.TimeBudgetMS, opts.Formats, err)

	var ld any
	err = wire.Unmarshal([]byte(`{"@type":"NewsArticle","wordCount":1200}`), &ld)
	fmt.Println(ld, err)

	err = wire.Unmarshal([]byte(`{"timeBudgetMs":"soon"}`), &opts)
	fmt.Println(err)
	// Output:
	// 10000 [html text] <nil>
	// map[@type:NewsArticle wordCount:1200] <nil>
	// wire: JSON value does not fit the Go type: JSON string into Go int at offset 16
}
