// Command pith extracts the article, the comments and the page type from web
// pages, and measures extraction on evaluation corpora.
//
//	pith extract [-format md|html|text|json] [-algo NAME] [-url URL] [-trace] [-max-bytes N] FILE|-
//	pith batch   -corpus DIR -out preds.jsonl [-algo NAME]
//	pith eval    -corpus DIR [-algo NAME] [-json]   |   pith eval -all [-datasets DIR]
//	pith bench   -corpus DIR [-n N]
//	pith algos
//	pith serve   [-addr 127.0.0.1:8080]   (loopback only)
//
// Exit status: 0 on success (and for -h), 1 when the work failed, 2 for a
// usage error (no command, an unknown command or flag, a missing argument).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
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
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// helpOut and errOut receive the usage texts (-h, usage errors); run sets them.
var helpOut, errOut io.Writer = os.Stdout, os.Stderr

// run runs one command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	helpOut, errOut = stdout, stderr
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		usage(stdout)
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "pith: unknown command %q\n\n", args[0])
		usage(stderr)
		return 2
	}
	err := cmd.run(args[1:])
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0 // the flag set printed the command's usage
	case errors.As(err, &ue):
		if !ue.printed {
			fmt.Fprintf(stderr, "pith %s: %s\nrun 'pith %s -h' for its flags\n", args[0], ue.msg, args[0])
		}
		return 2
	}
	fmt.Fprintln(stderr, "pith:", err)
	return 1
}

func usage(w io.Writer) {
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
	fmt.Fprint(w, b.String())
}

// usageError is a command line the command cannot run: exit status 2.
type usageError struct {
	msg     string
	printed bool // the flag package already printed the error and the usage
}

func (e usageError) Error() string { return e.msg }

// usagef returns a usage error (a missing or contradictory argument).
func usagef(format string, a ...any) error {
	return usageError{msg: fmt.Sprintf(format, a...)}
}

// newFlags returns a command's flag set; synopsis follows "usage: pith NAME"
// in its -h output.
func newFlags(name, synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), strings.TrimSpace("usage: pith "+name+" "+synopsis))
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses a command's flags. -h prints the usage to stdout and
// returns flag.ErrHelp; a bad flag is reported with the usage on stderr and
// returns a usage error.
func parseFlags(fs *flag.FlagSet, args []string) error {
	var out strings.Builder
	fs.SetOutput(&out)
	err := fs.Parse(args)
	fs.SetOutput(nil)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(helpOut, out.String())
		return err
	}
	fmt.Fprint(errOut, out.String())
	return usageError{msg: err.Error(), printed: true}
}
