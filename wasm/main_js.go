//go:build js && wasm

package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/hack-pad/safejs"
)

// main exposes the core to JavaScript and waits for calls.
//
// The JavaScript shim (extension/shared/engine.js) sets go.argv to
// ["pith", READY] where READY names a global function; main calls it with an
// object {extract, learnSite, markdown, articleMarkdown, close, version} once the functions exist (go.run never
// resolves, so this is how the shim knows the runtime is ready). The same
// extract function is also set as globalThis.pithExtract for pages that load
// the wasm by hand. main then blocks until close() is called, which ends the
// program so the shim can drop a runtime whose memory grew on a large page.
func main() {
	// One extraction allocates a few times the page's size and then lets it
	// all go; the shim drops the whole runtime after a large page anyway. A
	// lazier collector (GOGC=400) trades that short-lived memory for fewer
	// collections, which in wasm run on the only thread, inside the call.
	debug.SetGCPercent(400)
	quit := make(chan struct{})
	api, err := exportAPI(quit)
	if err != nil {
		fmt.Fprintln(os.Stderr, "pith wasm:", err)
		os.Exit(1)
	}
	if err := signalReady(api); err != nil {
		fmt.Fprintln(os.Stderr, "pith wasm:", err)
		os.Exit(1)
	}
	<-quit
}

// exportAPI builds the {extract, learnSite, markdown, articleMarkdown, close, version} object.
func exportAPI(quit chan struct{}) (safejs.Value, error) {
	extract, err := safejs.FuncOf(extractCallback)
	if err != nil {
		return safejs.Value{}, err
	}
	learnSite, err := safejs.FuncOf(learnSiteCallback)
	if err != nil {
		return safejs.Value{}, err
	}
	markdown, err := safejs.FuncOf(markdownCallback)
	if err != nil {
		return safejs.Value{}, err
	}
	articleMarkdown, err := safejs.FuncOf(articleMarkdownCallback)
	if err != nil {
		return safejs.Value{}, err
	}
	closed := false
	closeFn, err := safejs.FuncOf(func(safejs.Value, []safejs.Value) (ret any) {
		defer func() {
			if p := recover(); p != nil {
				ret = nil
			}
		}()
		if !closed {
			closed = true
			close(quit)
		}
		return nil
	})
	if err != nil {
		return safejs.Value{}, err
	}
	obj, err := safejs.Global().Get("Object")
	if err != nil {
		return safejs.Value{}, err
	}
	api, err := obj.New()
	if err != nil {
		return safejs.Value{}, err
	}
	for name, v := range map[string]any{
		"extract":         extract.Value(),
		"learnSite":       learnSite.Value(),
		"markdown":        markdown.Value(),
		"articleMarkdown": articleMarkdown.Value(),
		"close":           closeFn.Value(),
		"version":         version,
	} {
		if err := api.Set(name, v); err != nil {
			return safejs.Value{}, err
		}
	}
	if err := safejs.Global().Set("pithExtract", extract.Value()); err != nil {
		return safejs.Value{}, err
	}
	return api, nil
}

// version identifies the wire format of requests and responses.
const version = "1"

func signalReady(api safejs.Value) error {
	if len(os.Args) < 2 || os.Args[1] == "" {
		return nil // loaded by hand: globalThis.pithExtract is the entry point
	}
	ready, err := safejs.Global().Get(os.Args[1])
	if err != nil {
		return err
	}
	if ready.Type() != safejs.TypeFunction {
		return fmt.Errorf("ready callback %q is not a function", os.Args[1])
	}
	_, err = ready.Invoke(api)
	return err
}

// extractCallback is extract(request) → string. The request is either a JSON
// string or an object {html, tree, url, layout, options}; with an object the HTML or tree
// string is copied into Go once, without JSON escaping. The answer is always
// a JSON string (a Result or a Failure).
var extractCallback = entryPoint("extract", func(request string) string {
	reserveHeap(len(request))
	return HandleJSON(request)
}, func(obj safejs.Value) (string, error) {
	req, err := requestFromObject(obj)
	if err != nil {
		return "", err
	}
	reserveHeap(len(req.HTML) + len(req.Tree))
	return Handle(req), nil
})

// heapPerInputByte is how much the heap grows per byte of a large page's
// HTML or tree in one extraction, at least: 40–92 bytes on the generated
// big pages (17 537 comments 44, a 10 MB article 40, 1 000 000 <p> 92;
// runtime.MemStats.Sys after the call, 2026-11-24).
const heapPerInputByte = 40

// reserveHeap grows the wasm memory for a page of n bytes in one step
// before the extraction does it 4 MB at a time: every memory.grow makes
// the JavaScript engine swap the memory's ArrayBuffer (wasm_exec.js
// rebuilds its DataView) and account for it, and on a page of 17 537
// comments the hundred-odd grows cost a third of the extraction (node
// --cpu-prof: runtime.growMemory, resetMemoryDataView and V8's collector;
// 8.4 s of CPU without this, 5.6 s with it). The block is garbage at once;
// the collector frees it and the extraction's allocations reuse its pages,
// so the memory reached is what the extraction would have grown it to
// (Sys 505 MB before, 508 MB after on that page). Small pages are left
// alone.
func reserveHeap(n int) {
	if n < 1<<20 {
		return
	}
	b := make([]byte, heapPerInputByte*n)
	b[len(b)-1] = 1 // touched, so the allocation is not elided
	runtime.KeepAlive(b)
}

// learnSiteCallback is learnSite(request) → string, request being a JSON
// string or an object {pages: [html, …], urls: [url, …]} (the pages are
// copied into Go one string each, without JSON escaping). It answers the
// profile {wrapper, template} or a Failure, as a JSON string.
var learnSiteCallback = entryPoint("learnSite", HandleSiteJSON, func(obj safejs.Value) (string, error) {
	req, err := siteRequestFromObject(obj)
	if err != nil {
		return "", err
	}
	return HandleSite(req), nil
})

// entryPoint builds a JavaScript entry point that takes one argument, a
// JSON string or an object, and always answers a JSON string, never a
// thrown error. A panic is recovered here so the runtime survives it.
func entryPoint(name string, fromJSON func(string) string, fromObject func(safejs.Value) (string, error)) func(safejs.Value, []safejs.Value) any {
	return func(_ safejs.Value, args []safejs.Value) (ret any) {
		defer func() {
			if p := recover(); p != nil {
				ret = failure(kindPanic, fmt.Errorf("wasm: panic: %v", p))
			}
		}()
		if len(args) != 1 {
			return failure(kindRequest, fmt.Errorf("wasm: %s wants 1 argument, got %d", name, len(args)))
		}
		arg := args[0]
		switch arg.Type() {
		case safejs.TypeString:
			s, err := arg.String()
			if err != nil {
				return failure(kindRequest, err)
			}
			return fromJSON(s)
		case safejs.TypeObject:
			out, err := fromObject(arg)
			if err != nil {
				return failure(kindRequest, err)
			}
			return out
		default:
			return failure(kindRequest, fmt.Errorf("wasm: %s wants a string or an object, got %s", name, arg.Type()))
		}
	}
}
