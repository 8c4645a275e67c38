//go:build js && wasm

package main

import (
	"fmt"
	"os"
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
var extractCallback = entryPoint("extract", HandleJSON, func(obj safejs.Value) (string, error) {
	req, err := requestFromObject(obj)
	if err != nil {
		return "", err
	}
	return Handle(req), nil
})

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
