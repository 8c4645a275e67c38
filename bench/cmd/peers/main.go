// Command peers measures the extractors pith is compared with.
//
//	peers batch -corpus DIR -system NAME -out preds.jsonl
//	peers speed -corpus DIR [-n N] [-j 1] [-runs 3] [-systems a,b,c]
//	peers list
//
// Run it from the bench/ directory: go run ./cmd/peers ... (add -tags pith to
// include pith's own default pipeline).
package main

import (
	"fmt"
	"os"

	"github.com/pith-reader/pith/bench/peers"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "batch":
		err = batch(os.Args[2:])
	case "speed":
		err = speed(os.Args[2:])
	case "list":
		for _, n := range peers.Names() {
			s, _ := peers.Lookup(n)
			fmt.Printf("%-24s %s\n", n, s.About)
		}
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "peers:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: peers batch|speed|list [flags]   (peers <cmd> -h for flags)")
	os.Exit(2)
}
