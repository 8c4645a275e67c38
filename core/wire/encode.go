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
	defer e.release()
	if err := e.encode(v); err != nil {
		return nil, err
	}
	return []byte(e.out.String()), nil
}

// MarshalString is Marshal as a string: the answer the encoder built,
// without a copy (the wasm answers a string; a 10 MB article's answer is
// 22 MB).
func MarshalString(v any) (string, error) {
	e := encoders.Get().(*encoder)
	defer e.release()
	if err := e.encode(v); err != nil {
		return "", err
	}
	return e.out.String(), nil
}

// encode writes v into the encoder's answer, emptied first.
func (e *encoder) encode(v any) error {
	e.buf = e.buf[:0]
	e.out.Reset()
	e.out.Grow(e.last)
	if err := e.value(reflect.ValueOf(v), 0); err != nil {
		return err
	}
	e.flush()
	e.last = e.out.Len()
	return nil
}

// encoder writes the small pieces (punctuation, keys, numbers, the runs
// between escapes) into buf and moves buf into out once it holds
// flushAt bytes; a long run of a string goes into out directly.
//
// out grows through strings.Builder.Grow, which neither zeroes the new
// memory nor copies the answer at the end (String), where a []byte grown
// by make zeroed each doubling (a 10 MB article's 22 MB answer: 64 MB
// zeroed, 32 MB of it in pages the wasm touched first there, a third of
// the encoder's time in node) and the answer was copied once more into
// the string.
//
// last is the size of the encoder's previous answer: a batch of pages
// gets answers of similar sizes, and out starts at that size.
type encoder struct {
	buf  []byte
	out  strings.Builder
	last int
}

// flushAt is the size at which buf moves into out: small enough that the
// pooled buffer stays small, large enough that out is written in few
// pieces.
const flushAt = 16 << 10

// flush moves buf into out.
func (e *encoder) flush() {
	e.out.Grow(len(e.buf))
	e.out.Write(e.buf)
	e.buf = e.buf[:0]
}

// write appends s to out, growing out by doubling without zeroing.
func (e *encoder) write(s string) {
	e.out.Grow(len(s))
	e.out.WriteString(s)
}

// run appends s, a piece of a string that needs no escape: into buf, or,
// when long, straight into out.
func (e *encoder) run(s string) {
	if len(e.buf)+len(s) > flushAt {
		e.flush()
		if len(s) > flushAt/4 {
			e.write(s)
			return
		}
	}
	e.buf = append(e.buf, s...)
}

// release drops the answer (the caller holds it now, or it failed) and
// puts the encoder back in the pool with its small buffer.
func (e *encoder) release() {
	e.out = strings.Builder{}
	encoders.Put(e)
}

// encoders keeps the small buffers between calls, as encoding/json does.
var encoders = sync.Pool{New: func() any { return &encoder{buf: make([]byte, 0, flushAt+64)} }}

// value appends v. depth counts the pointers, slices, maps and structs
// entered, so that a cycle (which encoding/json reports as an error after
// 1 000 levels) ends in an error rather than in a stack overflow.
func (e *encoder) value(v reflect.Value, depth int) error {
	if len(e.buf) >= flushAt {
		e.flush()
	}
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
		e.string(v.String())
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
		e.string(k)
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

// safeASCII marks the ASCII bytes written as they are: not ", \, <, >, &
// or a control character.
var safeASCII = func() (t [utf8.RuneSelf]bool) {
	for b := ' '; b < utf8.RuneSelf; b++ {
		t[b] = !strings.ContainsRune(`"\<>&`, b)
	}
	return t
}()

// string appends s quoted as encoding/json quotes it by default: ", \
// and the control characters escaped (\b \f \n \r \t by name, the others
// as \u00XX), <, > and & as \u003c \u003e \u0026 (safe inside an HTML
// <script>), U+2028 and U+2029 as \u2028 \u2029 (line ends to
// JavaScript), and each byte of invalid UTF-8 as \ufffd. The runs between
// escapes go through run; each escape is at most six bytes in buf.
func (e *encoder) string(s string) {
	e.buf = append(e.buf, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if safeASCII[b] {
				i++
				continue
			}
			e.run(s[start:i])
			switch b {
			case '\\', '"':
				e.buf = append(e.buf, '\\', b)
			case '\b':
				e.buf = append(e.buf, '\\', 'b')
			case '\f':
				e.buf = append(e.buf, '\\', 'f')
			case '\n':
				e.buf = append(e.buf, '\\', 'n')
			case '\r':
				e.buf = append(e.buf, '\\', 'r')
			case '\t':
				e.buf = append(e.buf, '\\', 't')
			default:
				e.buf = append(e.buf, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			e.run(s[start:i])
			e.buf = append(e.buf, `\ufffd`...)
			i++
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			e.run(s[start:i])
			e.buf = append(e.buf, '\\', 'u', '2', '0', '2', hexDigits[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	e.run(s[start:])
	e.buf = append(e.buf, '"')
}

// quote is s quoted as string quotes it.
func quote(s string) string {
	var e encoder
	e.string(s)
	e.flush()
	return e.out.String()
}
