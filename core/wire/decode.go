package wire

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Unmarshal reads the JSON document data into the value v points to, with
// encoding/json.Unmarshal's rules for the types it takes: struct members
// by json name (an exact match first, then the first member whose name
// matches ignoring case, Unicode-folded), unknown members skipped, null
// leaving a value as it is (but setting a pointer, slice, map or interface
// to nil), a JSON array replacing a slice's elements, an object adding to a
// map and a struct, numbers into any int, uint or float type that holds them
// exactly as encoding/json parses them, and into an empty interface the
// values map[string]any, []any, float64, string, bool and nil. Strings with
// invalid UTF-8 or lone surrogate escapes get U+FFFD, as there.
//
// Every error wraps ErrSyntax, ErrType, ErrDepth or ErrUnsupported, and
// gives the byte offset. encoding/json reports an error for the same
// documents; it reads the rest of the document after a type mismatch where
// this stops, so after an error the value may be partly filled, as there,
// but not in the same way: a caller should not use it.
func Unmarshal(data []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("%w: Unmarshal needs a non-nil pointer, got %T", ErrUnsupported, v)
	}
	d := decoder{data: data}
	var err error
	if p, ok := v.(*any); ok {
		// The JSON-LD case, read without reflection.
		var x any
		if x, err = d.any(); err == nil {
			*p = x
		}
	} else {
		err = d.value(rv.Elem())
	}
	if err != nil {
		return err
	}
	d.skipSpace()
	if d.i < len(d.data) {
		return d.syntax("end of input expected after the value")
	}
	return nil
}

// decoder reads one document in a single pass: it checks the syntax as it
// stores the values. depth is the number of arrays and objects open.
type decoder struct {
	data  []byte
	i     int
	depth int
}

func (d *decoder) skipSpace() {
	for d.i < len(d.data) {
		switch d.data[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

func (d *decoder) syntax(what string) error {
	if d.i >= len(d.data) {
		return fmt.Errorf("%w: unexpected end of input (%s)", ErrSyntax, what)
	}
	return fmt.Errorf("%w: %s at offset %d, found %q", ErrSyntax, what, d.i, d.data[d.i])
}

func (d *decoder) mismatch(json string, t reflect.Type, offset int) error {
	return fmt.Errorf("%w: JSON %s into Go %s at offset %d", ErrType, json, t, offset)
}

// open enters an array or an object.
func (d *decoder) open() error {
	if d.depth++; d.depth > MaxDepth {
		return fmt.Errorf("%w: more than %d arrays and objects open at offset %d", ErrDepth, MaxDepth, d.i)
	}
	d.i++
	return nil
}

// value reads one JSON value into v. An invalid v (reflect.Value{}) reads
// the value and drops it; otherwise v is settable.
func (d *decoder) value(v reflect.Value) error {
	d.skipSpace()
	if d.i >= len(d.data) {
		return d.syntax("value expected")
	}
	start := d.i
	switch c := d.data[d.i]; {
	case c == '{':
		return d.object(v)
	case c == '[':
		return d.array(v)
	case c == '"':
		s, err := d.str()
		if err != nil {
			return err
		}
		return d.storeString(v, s, start)
	case c == 'n':
		if err := d.literal("null"); err != nil {
			return err
		}
		if !v.IsValid() {
			return nil
		}
		if err := check(v.Type()); err != nil {
			return err
		}
		switch v.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
			v.SetZero()
		}
		return nil
	case c == 't' || c == 'f':
		word := "true"
		if c == 'f' {
			word = "false"
		}
		if err := d.literal(word); err != nil {
			return err
		}
		return d.storeBool(v, c == 't', start)
	case c == '-' || '0' <= c && c <= '9':
		num, err := d.number()
		if err != nil {
			return err
		}
		return d.storeNumber(v, num, start)
	}
	return d.syntax("value expected")
}

// target follows v's pointers, allocating the nil ones, to the value a
// non-null JSON value is stored in, and checks that its type is one the
// package takes.
func target(v reflect.Value) (reflect.Value, error) {
	for v.IsValid() {
		if err := check(v.Type()); err != nil {
			return v, err
		}
		if v.Kind() != reflect.Pointer {
			break
		}
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		v = v.Elem()
	}
	return v, nil
}

// isAny reports an empty interface, which takes any JSON value.
func isAny(v reflect.Value) bool {
	return v.Kind() == reflect.Interface && v.NumMethod() == 0
}

// setAny stores a value read by any() in an empty interface.
func setAny(v reflect.Value, x any) {
	if x == nil {
		v.SetZero()
		return
	}
	v.Set(reflect.ValueOf(x))
}

func (d *decoder) storeString(v reflect.Value, s []byte, start int) error {
	v, err := target(v)
	if err != nil || !v.IsValid() {
		return err
	}
	switch {
	case v.Kind() == reflect.String:
		v.SetString(string(s))
	case isAny(v):
		v.Set(reflect.ValueOf(string(s)))
	case v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Uint8:
		return fmt.Errorf("%w: a JSON string into %s (encoding/json reads base64) at offset %d", ErrUnsupported, v.Type(), start)
	default:
		return d.mismatch("string", v.Type(), start)
	}
	return nil
}

func (d *decoder) storeBool(v reflect.Value, b bool, start int) error {
	v, err := target(v)
	if err != nil || !v.IsValid() {
		return err
	}
	switch {
	case v.Kind() == reflect.Bool:
		v.SetBool(b)
	case isAny(v):
		v.Set(reflect.ValueOf(b))
	default:
		return d.mismatch("bool", v.Type(), start)
	}
	return nil
}

// storeNumber parses num as encoding/json does for the target's kind: an
// integer kind takes only integers in range (no fraction, no exponent), a
// float kind any number in range at its precision.
func (d *decoder) storeNumber(v reflect.Value, num []byte, start int) error {
	v, err := target(v)
	if err != nil || !v.IsValid() {
		return err
	}
	s := string(num)
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || v.OverflowInt(n) {
			return d.mismatch("number "+s, v.Type(), start)
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil || v.OverflowUint(n) {
			return d.mismatch("number "+s, v.Type(), start)
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		n, err := strconv.ParseFloat(s, v.Type().Bits())
		if err != nil || v.OverflowFloat(n) {
			return d.mismatch("number "+s, v.Type(), start)
		}
		v.SetFloat(n)
	case reflect.Interface:
		if !isAny(v) {
			return d.mismatch("number", v.Type(), start)
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return d.mismatch("number "+s, v.Type(), start)
		}
		v.Set(reflect.ValueOf(f))
	default:
		return d.mismatch("number", v.Type(), start)
	}
	return nil
}

// anyInto reads any value into an empty interface, as encoding/json does
// (map[string]any, []any, float64, string, bool, nil).
func (d *decoder) anyInto(v reflect.Value) error {
	x, err := d.any()
	if err == nil {
		setAny(v, x)
	}
	return err
}

// object reads an object into a struct, a map with string keys, an empty
// interface, or nowhere (invalid v).
func (d *decoder) object(v reflect.Value) error {
	start := d.i
	v, err := target(v)
	if err != nil {
		return err
	}
	if v.IsValid() {
		switch {
		case isAny(v):
			return d.anyInto(v)
		case v.Kind() == reflect.Map:
			if v.Type().Key().Kind() != reflect.String {
				return fmt.Errorf("%w: map key type %s", ErrUnsupported, v.Type().Key())
			}
			if err := check(v.Type().Key()); err != nil {
				return err
			}
			if v.IsNil() {
				v.Set(reflect.MakeMap(v.Type()))
			}
		case v.Kind() != reflect.Struct:
			return d.mismatch("object", v.Type(), start)
		}
	}
	if err := d.open(); err != nil {
		return err
	}
	var fields []field
	if v.Kind() == reflect.Struct {
		fields = infoOf(v.Type()).fields
	}
	d.skipSpace()
	if d.i < len(d.data) && d.data[d.i] == '}' {
		d.i++
		d.depth--
		return nil
	}
	for {
		d.skipSpace()
		if d.i >= len(d.data) || d.data[d.i] != '"' {
			return d.syntax("member name expected")
		}
		key, err := d.str()
		if err != nil {
			return err
		}
		d.skipSpace()
		if d.i >= len(d.data) || d.data[d.i] != ':' {
			return d.syntax("':' expected after a member name")
		}
		d.i++
		switch v.Kind() {
		case reflect.Struct:
			var member reflect.Value
			if f := lookup(fields, key); f != nil {
				member = v.Field(f.index)
			}
			err = d.value(member)
		case reflect.Map:
			elem := reflect.New(v.Type().Elem()).Elem()
			if err = d.value(elem); err == nil {
				k := reflect.New(v.Type().Key()).Elem()
				k.SetString(string(key))
				v.SetMapIndex(k, elem)
			}
		default:
			err = d.value(reflect.Value{})
		}
		if err != nil {
			return err
		}
		d.skipSpace()
		if d.i < len(d.data) && d.data[d.i] == ',' {
			d.i++
			continue
		}
		if d.i < len(d.data) && d.data[d.i] == '}' {
			d.i++
			d.depth--
			return nil
		}
		return d.syntax("',' or '}' expected in an object")
	}
}

// lookup finds the member a key names: the one with exactly that name,
// else the first whose name equals it under Unicode case folding.
func lookup(fields []field, key []byte) *field {
	for i := range fields {
		if fields[i].name == string(key) {
			return &fields[i]
		}
	}
	for i := range fields {
		if strings.EqualFold(fields[i].name, string(key)) {
			return &fields[i]
		}
	}
	return nil
}

// array reads an array into a slice (its elements replaced, reusing the
// ones it has, as encoding/json does), a Go array (extra JSON elements
// dropped, missing ones zeroed), an empty interface, or nowhere.
func (d *decoder) array(v reflect.Value) error {
	start := d.i
	v, err := target(v)
	if err != nil {
		return err
	}
	if v.IsValid() {
		switch {
		case isAny(v):
			return d.anyInto(v)
		case v.Kind() != reflect.Slice && v.Kind() != reflect.Array:
			return d.mismatch("array", v.Type(), start)
		}
	}
	if err := d.open(); err != nil {
		return err
	}
	n := 0
	d.skipSpace()
	if d.i < len(d.data) && d.data[d.i] == ']' {
		d.i++
	} else {
		for {
			var elem reflect.Value
			if v.Kind() == reflect.Slice {
				if n >= v.Cap() {
					v.Grow(1)
				}
				if n >= v.Len() {
					v.SetLen(n + 1)
				}
			}
			if v.IsValid() && n < v.Len() {
				elem = v.Index(n)
			}
			if err := d.value(elem); err != nil {
				return err
			}
			n++
			d.skipSpace()
			if d.i < len(d.data) && d.data[d.i] == ',' {
				d.i++
				continue
			}
			if d.i < len(d.data) && d.data[d.i] == ']' {
				d.i++
				break
			}
			return d.syntax("',' or ']' expected in an array")
		}
	}
	d.depth--
	switch v.Kind() {
	case reflect.Slice:
		if n == 0 {
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
		} else if n < v.Len() {
			v.SetLen(n)
		}
	case reflect.Array:
		for ; n < v.Len(); n++ {
			v.Index(n).SetZero()
		}
	}
	return nil
}

// any reads a value into the types an empty interface gets.
func (d *decoder) any() (any, error) {
	d.skipSpace()
	if d.i >= len(d.data) {
		return nil, d.syntax("value expected")
	}
	start := d.i
	switch c := d.data[d.i]; {
	case c == '{':
		return d.objectAny()
	case c == '[':
		return d.arrayAny()
	case c == '"':
		s, err := d.str()
		return string(s), err
	case c == 'n':
		return nil, d.literal("null")
	case c == 't':
		return true, d.literal("true")
	case c == 'f':
		return false, d.literal("false")
	case c == '-' || '0' <= c && c <= '9':
		num, err := d.number()
		if err != nil {
			return nil, err
		}
		f, err := strconv.ParseFloat(string(num), 64)
		if err != nil {
			return nil, d.mismatch("number "+string(num), reflect.TypeFor[float64](), start)
		}
		return f, nil
	}
	return nil, d.syntax("value expected")
}

func (d *decoder) objectAny() (any, error) {
	if err := d.open(); err != nil {
		return nil, err
	}
	m := make(map[string]any)
	d.skipSpace()
	if d.i < len(d.data) && d.data[d.i] == '}' {
		d.i++
		d.depth--
		return m, nil
	}
	for {
		d.skipSpace()
		if d.i >= len(d.data) || d.data[d.i] != '"' {
			return nil, d.syntax("member name expected")
		}
		key, err := d.str()
		if err != nil {
			return nil, err
		}
		d.skipSpace()
		if d.i >= len(d.data) || d.data[d.i] != ':' {
			return nil, d.syntax("':' expected after a member name")
		}
		d.i++
		x, err := d.any()
		if err != nil {
			return nil, err
		}
		m[string(key)] = x
		d.skipSpace()
		if d.i < len(d.data) && d.data[d.i] == ',' {
			d.i++
			continue
		}
		if d.i < len(d.data) && d.data[d.i] == '}' {
			d.i++
			d.depth--
			return m, nil
		}
		return nil, d.syntax("',' or '}' expected in an object")
	}
}

func (d *decoder) arrayAny() (any, error) {
	if err := d.open(); err != nil {
		return nil, err
	}
	a := make([]any, 0)
	d.skipSpace()
	if d.i < len(d.data) && d.data[d.i] == ']' {
		d.i++
		d.depth--
		return a, nil
	}
	for {
		x, err := d.any()
		if err != nil {
			return nil, err
		}
		a = append(a, x)
		d.skipSpace()
		if d.i < len(d.data) && d.data[d.i] == ',' {
			d.i++
			continue
		}
		if d.i < len(d.data) && d.data[d.i] == ']' {
			d.i++
			d.depth--
			return a, nil
		}
		return nil, d.syntax("',' or ']' expected in an array")
	}
}

func (d *decoder) literal(word string) error {
	if len(d.data)-d.i >= len(word) && string(d.data[d.i:d.i+len(word)]) == word {
		d.i += len(word)
		return nil
	}
	// Point at the first byte that differs.
	for k := 0; k < len(word) && d.i < len(d.data) && d.data[d.i] == word[k]; k++ {
		d.i++
	}
	return d.syntax("literal " + word + " expected")
}

// number reads a number as JSON writes it: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (d *decoder) number() ([]byte, error) {
	start := d.i
	if d.data[d.i] == '-' {
		d.i++
	}
	switch {
	case d.i < len(d.data) && d.data[d.i] == '0':
		d.i++
	case d.digits() == 0:
		return nil, d.syntax("digit expected in a number")
	}
	if d.i < len(d.data) && d.data[d.i] == '.' {
		d.i++
		if d.digits() == 0 {
			return nil, d.syntax("digit expected after a decimal point")
		}
	}
	if d.i < len(d.data) && (d.data[d.i] == 'e' || d.data[d.i] == 'E') {
		d.i++
		if d.i < len(d.data) && (d.data[d.i] == '+' || d.data[d.i] == '-') {
			d.i++
		}
		if d.digits() == 0 {
			return nil, d.syntax("digit expected in an exponent")
		}
	}
	return d.data[start:d.i], nil
}

func (d *decoder) digits() int {
	n := 0
	for d.i < len(d.data) && '0' <= d.data[d.i] && d.data[d.i] <= '9' {
		d.i++
		n++
	}
	return n
}

// str reads a string at its opening quote and returns its contents
// unescaped: a slice of the input when it has no escape and is valid
// UTF-8, else a new slice, with U+FFFD for each byte of invalid UTF-8 and
// each lone surrogate escape (as encoding/json does).
func (d *decoder) str() ([]byte, error) {
	d.i++ // the opening quote
	start := d.i
	for d.i < len(d.data) {
		c := d.data[d.i]
		switch {
		case c == '"':
			d.i++
			return d.data[start : d.i-1], nil
		case c == '\\' || c < ' ':
			return d.strSlow(start)
		case c < utf8.RuneSelf:
			d.i++
		default:
			r, size := utf8.DecodeRune(d.data[d.i:])
			if r == utf8.RuneError && size == 1 {
				return d.strSlow(start)
			}
			d.i += size
		}
	}
	return nil, d.syntax("closing quote expected")
}

// strSlow goes on with str from d.i, the first byte that needs work.
func (d *decoder) strSlow(start int) ([]byte, error) {
	// The unescaped string is no longer than the quoted one (but for
	// invalid UTF-8, which grows to U+FFFD): find where that ends, so that
	// a page's HTML is not copied again at each doubling.
	end := d.i
	for end < len(d.data) && d.data[end] != '"' {
		if d.data[end] == '\\' {
			end++
		}
		end++
	}
	out := make([]byte, d.i-start, min(end, len(d.data))-start)
	copy(out, d.data[start:d.i])
	for d.i < len(d.data) {
		c := d.data[d.i]
		switch {
		case c == '"':
			d.i++
			return out, nil
		case c < ' ':
			return nil, d.syntax("control character in a string")
		case c == '\\':
			var err error
			if out, err = d.escape(out); err != nil {
				return nil, err
			}
		case c < utf8.RuneSelf:
			out = append(out, c)
			d.i++
		default:
			r, size := utf8.DecodeRune(d.data[d.i:])
			out = utf8.AppendRune(out, r)
			d.i += size
		}
	}
	return nil, d.syntax("closing quote expected")
}

// escape appends what the escape at d.i stands for.
func (d *decoder) escape(out []byte) ([]byte, error) {
	d.i++
	if d.i >= len(d.data) {
		return nil, d.syntax("escape expected")
	}
	c := d.data[d.i]
	switch c {
	case '"', '\\', '/':
		out = append(out, c)
	case 'b':
		out = append(out, '\b')
	case 'f':
		out = append(out, '\f')
	case 'n':
		out = append(out, '\n')
	case 'r':
		out = append(out, '\r')
	case 't':
		out = append(out, '\t')
	case 'u':
		r := hex4(d.data[d.i+1:])
		if r < 0 {
			d.i++
			return nil, d.syntax("four hexadecimal digits expected after \\u")
		}
		d.i += 5
		if 0xD800 <= r && r < 0xDC00 && len(d.data)-d.i >= 6 && d.data[d.i] == '\\' && d.data[d.i+1] == 'u' {
			if r2 := hex4(d.data[d.i+2:]); 0xDC00 <= r2 && r2 < 0xE000 {
				d.i += 6
				return utf8.AppendRune(out, (r-0xD800)<<10|(r2-0xDC00)+0x10000), nil
			}
		}
		if 0xD800 <= r && r < 0xE000 {
			r = utf8.RuneError // a lone surrogate
		}
		return utf8.AppendRune(out, r), nil
	default:
		return nil, d.syntax("escape character expected after \\")
	}
	d.i++
	return out, nil
}

// hex4 reads four hexadecimal digits, or returns -1.
func hex4(b []byte) rune {
	if len(b) < 4 {
		return -1
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return -1
		}
		r = r<<4 | rune(c)
	}
	return r
}
