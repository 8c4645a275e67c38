// Command pith extracts the article, the comments and the page type from web
// pages, and measures extraction on evaluation corpora.
//
//	pith extract [-format md|html|text|json] [-algo NAME] [-url URL] FILE|-
//	pith batch   -corpus DIR -out preds.jsonl [-algo NAME]
//	pith eval    -corpus DIR [-algo NAME] [-json]   |   pith eval -all [-datasets DIR]
//	pith bench   -corpus DIR [-n N]
//	pith algos
//	pith serve   [-addr 127.0.0.1:8080]
package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
)

// command is one subcommand.
type command struct {
	summary string
	run     func(args []string) error
}

// commands is the subcommand table; files add their entries in init.
var commands = map[string]command{}

func main() {
	if len(os.Args) < 2 || os.Args[1] == "-h" || os.Args[1] == "help" || os.Args[1] == "--help" {
		usage()
		return
	}
	cmd, ok := commands[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "pith: unknown command %q\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err := cmd.run(os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "pith:", err)
		os.Exit(1)
	}
}

func usage() {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("usage: pith COMMAND [flags]\n\ncommands:\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %-8s %s\n", n, commands[n].summary)
	}
	b.WriteString("\nrun 'pith COMMAND -h' for a command's flags\n")
	fmt.Fprint(os.Stderr, b.String())
}
