package wire

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"unicode"
)

// The errors of the package. Every error Marshal and Unmarshal return wraps
// one of them.
var (
	// ErrSyntax: the input is not JSON.
	ErrSyntax = errors.New("wire: invalid JSON")
	// ErrType: the JSON is well formed but a value does not fit the Go type
	// it is read into (a string into an int, 1.5 into an int, 1e400 into a
	// float64, an object into a slice …).
	ErrType = errors.New("wire: JSON value does not fit the Go type")
	// ErrDepth: arrays and objects nest deeper than MaxDepth.
	ErrDepth = errors.New("wire: nesting too deep")
	// ErrUnsupported: the Go type or value has no JSON form here, either
	// because encoding/json has none either (NaN, ±Inf, channels,
	// functions) or because it is one encoding/json handles in a way this
	// package leaves out on purpose (see the package documentation).
	ErrUnsupported = errors.New("wire: unsupported")
)

// MaxDepth bounds the nesting of arrays and objects, in both directions:
// encoding/json's decoder has the same bound (10 000), so a document one
// rejects the other rejects too; hostile input cannot exhaust the stack.
const MaxDepth = 10000

// field is one JSON member of a struct.
type field struct {
	name      string // the JSON name
	key       string // `"name":`, escaped as encoding/json escapes it
	index     int    // the Go field index
	tagged    bool   // the name comes from a json tag
	omitEmpty bool
	// scalar: a string, bool, int, uint or float member whose type passed
	// check, which the encoder writes without checking it again for each
	// value (a third of Marshal's time in wasm).
	scalar bool
}

// typeInfo is what the package knows of one Go type: whether it can be
// handled, and for a struct its JSON members in field order.
type typeInfo struct {
	err    error // non-nil: the type has no JSON form here
	fields []field
}

var typeCache sync.Map // reflect.Type → *typeInfo

// Interfaces with the method sets encoding/json looks for; declared here so
// the package does not import encoding/json or encoding.
type (
	jsonMarshaler   interface{ MarshalJSON() ([]byte, error) }
	jsonUnmarshaler interface{ UnmarshalJSON([]byte) error }
	textMarshaler   interface{ MarshalText() ([]byte, error) }
	textUnmarshaler interface{ UnmarshalText([]byte) error }
)

// methodSets pairs each interface with the name of its method. (Asking
// reflect for the name, Type.Method, would make the linker keep every
// exported method of every type in the program: half a megabyte of wasm.)
var methodSets = []struct {
	iface  reflect.Type
	method string
}{
	{reflect.TypeFor[jsonMarshaler](), "MarshalJSON"},
	{reflect.TypeFor[jsonUnmarshaler](), "UnmarshalJSON"},
	{reflect.TypeFor[textMarshaler](), "MarshalText"},
	{reflect.TypeFor[textUnmarshaler](), "UnmarshalText"},
}

// infoOf returns the cached typeInfo of t. Only named types (which may have
// methods) and structs need one; callers ask for nothing else.
func infoOf(t reflect.Type) *typeInfo {
	if ti, ok := typeCache.Load(t); ok {
		return ti.(*typeInfo)
	}
	ti, _ := typeCache.LoadOrStore(t, analyse(t))
	return ti.(*typeInfo)
}

// analyse builds the typeInfo of t. A type with its own JSON or text
// methods is refused: encoding/json would call them, and this package
// does not, so the bytes could differ without anyone noticing.
func analyse(t reflect.Type) *typeInfo {
	pt := reflect.PointerTo(t)
	for _, m := range methodSets {
		if t.Implements(m.iface) || pt.Implements(m.iface) {
			return &typeInfo{err: fmt.Errorf("%w: %s has a %s method", ErrUnsupported, t, m.method)}
		}
	}
	if t.Kind() != reflect.Struct {
		return &typeInfo{}
	}
	var fields []field
	for i := range t.NumField() {
		sf := t.Field(i)
		if sf.Anonymous {
			ft := sf.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if !sf.IsExported() && ft.Kind() != reflect.Struct {
				continue // encoding/json ignores these too
			}
			if sf.Tag.Get("json") != "-" {
				// encoding/json promotes the fields of an embedded struct
				// by Go's visibility rules; none of pith's wire types
				// embeds one, so the rules are not written out here.
				return &typeInfo{err: fmt.Errorf("%w: %s embeds %s", ErrUnsupported, t, sf.Type)}
			}
			continue
		}
		if !sf.IsExported() {
			continue
		}
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if !validName(name) {
			name = ""
		}
		f := field{name: name, index: i, tagged: name != ""}
		if name == "" {
			f.name = sf.Name
		}
		for opts != "" {
			var opt string
			opt, opts, _ = strings.Cut(opts, ",")
			switch opt {
			case "omitempty":
				f.omitEmpty = true
			case "string", "omitzero":
				return &typeInfo{err: fmt.Errorf("%w: %s.%s has the json option %q", ErrUnsupported, t, sf.Name, opt)}
			}
		}
		switch sf.Type.Kind() {
		case reflect.String, reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
			reflect.Float32, reflect.Float64:
			f.scalar = check(sf.Type) == nil
		}
		f.key = quote(f.name) + ":"
		fields = append(fields, f)
	}
	return &typeInfo{fields: dropClashes(fields)}
}

// dropClashes applies encoding/json's rule for two members of one struct
// with the same JSON name: a tagged one wins over untagged ones; if none
// or several are tagged, all of them are left out.
func dropClashes(fields []field) []field {
	out := fields[:0:0]
	for i, f := range fields {
		tagged, same := 0, 0
		for _, g := range fields {
			if g.name == f.name {
				same++
				if g.tagged {
					tagged++
				}
			}
		}
		if same == 1 || (tagged == 1 && f.tagged) {
			out = append(out, fields[i])
		}
	}
	return out
}

// validName is encoding/json's isValidTag: a tag name with other
// characters is ignored and the Go field name used instead.
func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}

// check returns the error of a type that cannot be handled, or nil. Only
// types defined in a package can have methods (the predeclared ones and
// unnamed ones have none, and have an empty PkgPath), and only structs have
// members, so the others skip the cache.
func check(t reflect.Type) error {
	if t.PkgPath() == "" && t.Kind() != reflect.Struct {
		return nil
	}
	return infoOf(t).err
}
