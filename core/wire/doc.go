// Package wire writes and reads the JSON form of pith's wire types —
// core.Result, core.Options (with dom.Layout and core.SiteProfile), the
// wasm shell's requests and failures, and JSON-LD read into an empty
// interface — without encoding/json, with the same bytes and the same Go
// values as encoding/json.
//
// # Why
//
// The extension's wasm has a hard budget of 2 000 000 bytes gzipped, and
// with encoding/json it weighed 1 999 251 (`./build.sh`, Go 1.26): no room
// was left for any new code. By the wasm's name section encoding/json was
// 226 775 bytes of code, and it alone kept more of time (55 KB), slices
// (39 KB), reflect (24 KB), math/big (11 KB) and encoding/base64 (11 KB)
// alive. reflect itself stays linked (fmt uses it),
// so a small reflection walker over the few kinds the wire types use costs
// little: this package is 100 KB of wasm code, and the wasm without
// encoding/json is 1 907 276 bytes gzipped (91 975 less; 6 737 550 raw,
// 392 489 less). Speed is about the same, reading faster: in wasm a traced
// 114 KB Result is written in 0.57 ms (encoding/json 0.52 ms) and a
// 3 000-element layout read in 3.4 ms (7.3 ms) (BenchmarkMarshalResult,
// BenchmarkUnmarshalLayout with GOOS=js GOARCH=wasm under Node).
//
// core (JSON-LD) and the wasm shell use it; the CLI, core/eval and bench,
// native only, keep encoding/json.
//
// # What it takes
//
// Marshal writes what encoding/json.Marshal writes, for values made of
// bool, the int, uint and float kinds, strings, named types of these
// (core.PageType, segment.Label, forest.Measure …), structs (members by
// json tag: name, omitempty, "-"; untagged members by Go name; unexported
// ones skipped), pointers, slices and Go arrays, maps with string keys
// (sorted) and interfaces holding any of these: strings quoted the way
// encoding/json quotes them (<, >, & and U+2028/U+2029 escaped, invalid
// UTF-8 as \ufffd), floats in its ES6-like format (exponent below 1e-6 and
// from 1e21 on, float32 at float32 precision), omitempty with its rules
// (a struct is never empty, -0.0 is not empty), nil slices and maps as
// null. NaN and ±Inf are errors, as there: no Result holding one can be
// sent either way.
//
// Unmarshal reads into the same types, with encoding/json.Unmarshal's
// rules: see its documentation. Into an empty interface it makes
// map[string]any, []any, float64, string, bool and nil.
//
// # What it leaves out, on purpose
//
// Anything none of the wire types has, and that would take code to get
// right, is refused with ErrUnsupported rather than written differently:
// types with their own MarshalJSON, UnmarshalJSON, MarshalText or
// UnmarshalText methods, embedded structs (encoding/json's field promotion
// rules), the ",string" and ",omitzero" tag options, []byte (base64 in
// encoding/json), maps whose keys are not strings. A change to a wire type
// that needs one of them fails loudly in the equivalence tests. Two
// differences remain, neither reachable from pith's types: Marshal stops
// with ErrDepth past MaxDepth levels of Go values (encoding/json reports
// cycles and writes anything acyclic; site templates, the deepest wire
// values, follow the page's element depth, at most a few hundred), and an
// interface holding a non-nil pointer is replaced by Unmarshal where
// encoding/json reads into what it points to. Error texts are this
// package's own; which inputs fail is the same.
//
// The tests compare both directions with encoding/json on every fixture
// and corpus page's Result, learnt site profiles, Options, the extension's
// requests, the corpora's JSON-LD blocks, hand-made edge values, and a
// fuzzer (FuzzUnmarshal).
package wire
