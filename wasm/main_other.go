//go:build !(js && wasm)

package main

import (
	"fmt"
	"io"
	"os"
)

// main, built natively, answers one request read from stdin: the same bytes
// the wasm build returns to JavaScript. Usage: go run ./wasm < request.json,
// go run ./wasm learnSite < site-request.json, or go run ./wasm markdown <
// markdown-request.json.
func main() {
	in, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasm:", err)
		os.Exit(1)
	}
	if len(os.Args) > 1 && os.Args[1] == "learnSite" {
		fmt.Println(HandleSiteJSON(string(in)))
		return
	}
	if len(os.Args) > 1 && os.Args[1] == "markdown" {
		fmt.Println(HandleMarkdownJSON(string(in)))
		return
	}
	fmt.Println(HandleJSON(string(in)))
}
