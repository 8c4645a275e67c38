package wire

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// Marshal returns the JSON encoding of v: the bytes encoding/json.Marshal
// returns for the same value (see the package documentation for the types
// it takes). Values encoding/json cannot encode (NaN, ±Inf) are errors here
// too, wrapping ErrUnsupported.
func Marshal(v any) ([]byte, error) {
	e := encoders.Get().(*encoder)
	defer encoders.Put(e)
	if err := e.encode(v); err != nil {
		return nil, err
	}
	return append([]byte(nil), e.buf...), nil
}

// MarshalString is Marshal as a string, made from the encoder's buffer
// in one copy: the wasm answers a string, and Marshal's copy followed by
// the caller's conversion copied a 10 MB article's 21 MB answer twice.
func MarshalString(v any) (string, error) {
	e := encoders.Get().(*encoder)
	defer encoders.Put(e)
	if err := e.encode(v); err != nil {
		return "", err
	}
	return string(e.buf), nil
}

// encode writes v into the encoder's buffer, emptied first.
func (e *encoder) encode(v any) error {
	e.buf = e.buf[:0]
	return e.value(reflect.ValueOf(v), 0)
}

type encoder struct {
	buf []byte
}

// encoders keeps buffers between calls, as encoding/json does: growing a
// fresh one to a large Result's size allocated four times that size, and
// the copies and collections took most of Marshal's time.
var encoders = sync.Pool{New: func() any { return &encoder{buf: make([]byte, 0, 4096)} }}

// value appends v. depth counts the pointers, slices, maps and structs
// entered, so that a cycle (which encoding/json reports as an error after
// 1 000 levels) ends in an error rather than in a stack overflow.
func (e *encoder) value(v reflect.Value, depth int) error {
	e.buf = reserve(e.buf, 64) // a number, a key, a punctuation: grown by doubling too
	if !v.IsValid() {
		e.buf = append(e.buf, "null"...)
		return nil
	}
	if err := check(v.Type()); err != nil {
		return err
	}
	return e.checked(v, depth)
}

// checked appends v, whose type has passed check.
func (e *encoder) checked(v reflect.Value, depth int) error {
	t := v.Type()
	switch t.Kind() {
	case reflect.Bool:
		e.buf = strconv.AppendBool(e.buf, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		e.buf = strconv.AppendInt(e.buf, v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		e.buf = strconv.AppendUint(e.buf, v.Uint(), 10)
	case reflect.Float32:
		return e.float(v.Float(), 32)
	case reflect.Float64:
		return e.float(v.Float(), 64)
	case reflect.String:
		e.buf = appendString(e.buf, v.String())
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			e.buf = append(e.buf, "null"...)
			return nil
		}
		return e.deeper(v.Elem(), depth)
	case reflect.Struct:
		return e.object(v, depth)
	case reflect.Map:
		return e.mapping(v, depth)
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			// encoding/json writes []byte as base64; no wire type has one.
			return fmt.Errorf("%w: %s (encoding/json writes it as base64)", ErrUnsupported, t)
		}
		if v.IsNil() {
			e.buf = append(e.buf, "null"...)
			return nil
		}
		return e.array(v, depth)
	case reflect.Array:
		return e.array(v, depth)
	default:
		return fmt.Errorf("%w: type %s", ErrUnsupported, t)
	}
	return nil
}

// deeper appends v one level further down.
func (e *encoder) deeper(v reflect.Value, depth int) error {
	if depth >= MaxDepth {
		return fmt.Errorf("%w: more than %d levels (a cycle?) at %s", ErrDepth, MaxDepth, v.Type())
	}
	return e.value(v, depth+1)
}

func (e *encoder) object(v reflect.Value, depth int) error {
	e.buf = append(e.buf, '{')
	first := true
	for _, f := range infoOf(v.Type()).fields {
		fv := v.Field(f.index)
		if f.omitEmpty && isEmpty(fv) {
			continue
		}
		if !first {
			e.buf = append(e.buf, ',')
		}
		first = false
		e.buf = append(e.buf, f.key...)
		var err error
		if f.scalar {
			err = e.checked(fv, depth)
		} else {
			err = e.deeper(fv, depth)
		}
		if err != nil {
			return err
		}
	}
	e.buf = append(e.buf, '}')
	return nil
}

// isEmpty is encoding/json's test for omitempty. Structs are never empty;
// a float is empty when its bits are zero, so -0 is written.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Struct:
		return false
	}
	return v.IsZero()
}

func (e *encoder) array(v reflect.Value, depth int) error {
	e.buf = append(e.buf, '[')
	for i := range v.Len() {
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		if err := e.deeper(v.Index(i), depth); err != nil {
			return err
		}
	}
	e.buf = append(e.buf, ']')
	return nil
}

// mapping appends a map with string keys, sorted as encoding/json sorts
// them (byte order). Other key types are refused: encoding/json turns
// numbers and text marshalers into keys, which no wire type needs.
func (e *encoder) mapping(v reflect.Value, depth int) error {
	if v.Type().Key().Kind() != reflect.String {
		return fmt.Errorf("%w: map key type %s", ErrUnsupported, v.Type().Key())
	}
	if err := check(v.Type().Key()); err != nil {
		return err
	}
	if v.IsNil() {
		e.buf = append(e.buf, "null"...)
		return nil
	}
	// The keys are sorted as strings (slices.Sort on strings is linked
	// anyway; sorting reflect.Values would link 22 KB of generic sort).
	keys := make([]string, 0, v.Len())
	for it := v.MapRange(); it.Next(); {
		keys = append(keys, it.Key().String())
	}
	slices.Sort(keys)
	key := reflect.New(v.Type().Key()).Elem()
	e.buf = append(e.buf, '{')
	for i, k := range keys {
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		e.buf = appendString(e.buf, k)
		e.buf = append(e.buf, ':')
		key.SetString(k)
		if err := e.deeper(v.MapIndex(key), depth); err != nil {
			return err
		}
	}
	e.buf = append(e.buf, '}')
	return nil
}

// float appends f as encoding/json does: like JavaScript's Number
// toString, the shortest decimal that reads back to the same value, with
// an exponent below 1e-6 and from 1e21 on, and no leading zero in it.
func (e *encoder) float(f float64, bits int) error {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return fmt.Errorf("%w: value %s", ErrUnsupported, strconv.FormatFloat(f, 'g', -1, bits))
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 {
		// float32 values are compared as float32, as encoding/json does,
		// for the cut-offs to fall on the same values.
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) || bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	e.buf = strconv.AppendFloat(e.buf, f, format, -1, bits)
	if format == 'e' {
		// e-09 → e-9
		n := len(e.buf)
		if n >= 4 && e.buf[n-4] == 'e' && e.buf[n-3] == '-' && e.buf[n-2] == '0' {
			e.buf[n-2] = e.buf[n-1]
			e.buf = e.buf[:n-1]
		}
	}
	return nil
}

const hexDigits = "0123456789abcdef"

// reserve makes room for n more bytes, doubling the capacity when it
// grows: append grows a large slice by a quarter, and a 14 MB answer
// (17 537 comments' HTML and text) built in a fresh buffer, as each wasm
// runtime has, allocated and copied five times its size instead of twice.
func reserve(b []byte, n int) []byte {
	if len(b)+n <= cap(b) {
		return b
	}
	nb := make([]byte, len(b), max(2*cap(b), len(b)+n))
	copy(nb, b)
	return nb
}

// safeASCII marks the ASCII bytes written as they are: not ", \, <, >, &
// or a control character.
var safeASCII = func() (t [utf8.RuneSelf]bool) {
	for b := ' '; b < utf8.RuneSelf; b++ {
		t[b] = !strings.ContainsRune(`"\<>&`, b)
	}
	return t
}()

// appendString appends s quoted as encoding/json quotes it by default: ",
// \ and the control characters escaped (\b \f \n \r \t by name, the others
// as \u00XX), <, > and & as \u003c \u003e \u0026 (safe inside an HTML
// <script>), U+2028 and U+2029 as \u2028 \u2029 (line ends to
// JavaScript), and each byte of invalid UTF-8 as \ufffd.
func appendString(dst []byte, s string) []byte {
	// Each piece reserves room for itself and the escape after it (six
	// bytes at most), so the buffer grows by doubling (reserve).
	dst = append(reserve(dst, len(s)+2), '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if safeASCII[b] {
				i++
				continue
			}
			dst = append(reserve(dst, i-start+6), s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			dst = append(reserve(dst, i-start+6), s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i++
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(reserve(dst, i-start+6), s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(reserve(dst, len(s)-start+1), s[start:]...)
	return append(dst, '"')
}
