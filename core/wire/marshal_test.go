package wire

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
)

// label is a named string type, as core.PageType and segment.Label are.
type label string

// kitchen holds every shape the wire types use, and the tag rules around
// them: names, omitempty, "-", "-,", untagged and invalid names, a name
// taken by a tag and by a Go name, unexported fields. (Two tags with one
// name, which go vet rejects, are built with reflect in TestNameClashes.)
type kitchen struct {
	S     string             `json:"s"`
	SO    string             `json:"so,omitempty"`
	Named label              `json:"named"`
	NO    label              `json:"no,omitempty"`
	I     int                `json:"i"`
	IO    int                `json:"io,omitempty"`
	I8    int8               // untagged: the Go name
	U     uint16             `json:"u,omitempty"`
	F64   float64            `json:"f64"`
	F64O  float64            `json:"f64o,omitempty"`
	F32   float32            `json:"f32"`
	F32O  float32            `json:"f32o,omitempty"`
	B     bool               `json:"b"`
	BO    bool               `json:"bo,omitempty"`
	P     *kitchen           `json:"p,omitempty"`
	PN    *int               `json:"pn"`
	Sl    []string           `json:"sl"`
	SlO   []int              `json:"slo,omitempty"`
	SlP   []*kitchen         `json:"slp,omitempty"`
	F32s  []float32          `json:"f32s"`
	Bools []bool             `json:"bools"`
	M     map[string]int     `json:"m"`
	MO    map[string]float64 `json:"mo,omitempty"`
	Arr   [2]int             `json:"arr"`
	Any   any                `json:"any"`
	Inner inner              `json:"inner"`
	InO   inner              `json:"ino,omitempty"` // omitempty never drops a struct
	Skip  string             `json:"-"`
	Dash  string             `json:"-,"`
	Bad   string             `json:"a\"b"` // not a valid name: the Go name is used
	Opt   string             `json:",omitempty"`
	Won   string             `json:"Won2"` // a tagged member wins over an untagged one
	Won2  string
	Fold  string `json:"ſtraße"` // folds to "straße" (U+017F, long s)
	hid   int
}

type inner struct {
	X float64 `json:"x,omitempty"`
	Y []label `json:"y"`
}

func one() *int { n := 1; return &n }

// floats64 and floats32 sit on and around encoding/json's cut-offs between
// plain and exponent notation (1e-6, 1e21), at the ends of the ranges, and
// on values whose shortest form is long.
var floats64 = []float64{
	0, math.Copysign(0, -1), 1, -1, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 100, 1e6, 123456.789,
	1e-6, 9.999999e-7, 1e-7, 1.5e-7, 1e-9, 1e-10, 1.23e-100, 1e20, 1e21, 9.99999e20, 1.000001e21,
	123456789012345678901, 1e100, -1e-7, -1e21, math.MaxFloat64, -math.MaxFloat64,
	math.SmallestNonzeroFloat64, 5e-324, 2.2250738585072014e-308, 1 << 53, 1<<53 + 2, 0.000001234,
	12345678.9, 0.1 + 0.2,
}

var floats32 = []float32{
	0, float32(math.Copysign(0, -1)), 1, -1, 0.1, 0.3, 1.0 / 3, 1e-6, 9.99e-7, 1e-7, 1e20, 1e21,
	9.9999e20, math.MaxFloat32, -math.MaxFloat32, math.SmallestNonzeroFloat32, 1.17549435e-38,
	16777216, 16777217, 123.456, 1920.5, 0.000123,
}

// stringsToQuote covers every escape class: quote and backslash, each
// control character, <, > and &, DEL, U+2028 and U+2029, invalid UTF-8
// (a lone continuation byte, a cut sequence, an overlong form, an encoded
// surrogate, bytes that never occur), U+FFFD itself, and plain text.
func stringsToQuote() []string {
	var ctl strings.Builder
	for b := range 0x20 {
		ctl.WriteByte(byte(b))
	}
	var ascii strings.Builder
	for b := 0x20; b < 0x80; b++ {
		ascii.WriteByte(byte(b))
	}
	return []string{
		"", "plain", `"quoted" \back\slash/`, ctl.String(), ascii.String(),
		"<script>alert('x')&amp;</script>", "\x7f", "line\u2028sep\u2029par", "\u2027\u202a",
		"\x80", "\xe2\x82", "a\xe2\x82b", "\xc0\xaf", "\xed\xa0\x80", "\xff\xfe", "\xf4\x90\x80\x80",
		"\ufffd", "naïve café — 日本語 🦉", "\U0010ffff", "tab\there\r\n", "\x00",
		strings.Repeat("é<", 300) + "\xff",
	}
}

func kitchenValues() []any {
	var vs []any
	vs = append(vs, kitchen{}, &kitchen{}, kitchen{
		S: "s", SO: "so", Named: "A", NO: "AC", I: -3, IO: 7, I8: -128, U: 65535, F64: 0.5, F64O: math.Copysign(0, -1),
		F32: 1.5, F32O: 1e-7, B: true, BO: true, P: &kitchen{S: "inner", SlO: []int{}}, PN: one(),
		Sl: []string{}, SlO: []int{1, 2}, SlP: []*kitchen{nil, {I: 1}}, F32s: []float32{}, Bools: []bool{true, false},
		M: map[string]int{}, MO: map[string]float64{"b": 1, "a": 2, "<": 3, "\xff": 4, "é": 5, "B": 6, "": 7},
		Arr: [2]int{1, 2}, Any: map[string]any{"k": []any{1.5, "x", nil, true}}, Inner: inner{X: 1e-7, Y: []label{"p"}},
		Skip: "never", Dash: "dash", Bad: "bad", Opt: "opt", Won: "won", Won2: "lost", Fold: "f", hid: 1,
	})
	for _, f := range floats64 {
		vs = append(vs, f, -f, kitchen{F64: f, F64O: f, Inner: inner{X: f}, Any: f})
	}
	for _, f := range floats32 {
		vs = append(vs, f, -f, kitchen{F32: f, F32O: f, F32s: []float32{f, -f}})
	}
	for _, s := range stringsToQuote() {
		vs = append(vs, s, label(s), kitchen{S: s, Named: label(s), Sl: []string{s}, M: map[string]int{s: 1, s + "x": 2}})
	}
	vs = append(vs, nil, []int(nil), []int{}, map[string]int(nil), (*kitchen)(nil), []any{nil, 1.0, "a"},
		int64(math.MinInt64), uint64(math.MaxUint64), int8(-1), uint8(200), true, false, [0]int{}, [3]string{"a"})
	return vs
}

// TestMarshalMatchesEncodingJSON: every value gives the bytes
// encoding/json gives.
func TestMarshalMatchesEncodingJSON(t *testing.T) {
	for i, v := range kitchenValues() {
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("%d: encoding/json: %v", i, err)
		}
		got, err := Marshal(v)
		if err != nil {
			t.Errorf("%d (%T): %v", i, v, err)
			continue
		}
		if string(got) != string(want) {
			t.Errorf("%d (%T):\n got %s\nwant %s", i, v, got, want)
		}
		if s, err := MarshalString(v); err != nil || s != string(want) {
			t.Errorf("%d (%T): MarshalString\n got %s, %v\nwant %s", i, v, s, err, want)
		}
	}
}

// TestMarshalErrors: what encoding/json cannot encode is an error here
// too (NaN and ±Inf have no JSON form, so no Result can hold one and still
// be sent); what this package leaves out on purpose is an error where
// encoding/json would write something, never different bytes.
func TestMarshalErrors(t *testing.T) {
	type withMethod struct{ L json.RawMessage }
	type embeds struct{ inner }
	type stringOpt struct {
		N int `json:"n,string"`
	}
	type omitZero struct {
		N int `json:"n,omitzero"`
	}
	type intKeys struct{ M map[int]int }
	cycle := &kitchen{}
	cycle.P = cycle
	for _, tc := range []struct {
		name    string
		v       any
		want    error
		jsonErr bool // encoding/json fails too
	}{
		{"NaN", math.NaN(), ErrUnsupported, true},
		{"+Inf", math.Inf(1), ErrUnsupported, true},
		{"-Inf in a struct", kitchen{F64: math.Inf(-1)}, ErrUnsupported, true},
		{"NaN float32", []float32{float32(math.NaN())}, ErrUnsupported, true},
		{"channel", make(chan int), ErrUnsupported, true},
		{"function", func() {}, ErrUnsupported, true},
		{"complex", complex(1, 2), ErrUnsupported, true},
		{"cycle", cycle, ErrDepth, true},
		{"bytes", []byte("abc"), ErrUnsupported, false},
		{"a MarshalJSON method", withMethod{}, ErrUnsupported, false},
		{"embedded struct", embeds{}, ErrUnsupported, false},
		{"string option", stringOpt{}, ErrUnsupported, false},
		{"omitzero option", omitZero{}, ErrUnsupported, false},
		{"int keys", intKeys{M: map[int]int{1: 1}}, ErrUnsupported, false},
	} {
		_, err := Marshal(tc.v)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.want)
		}
		if _, jerr := json.Marshal(tc.v); (jerr != nil) != tc.jsonErr {
			t.Errorf("%s: encoding/json error %v, want an error: %v", tc.name, jerr, tc.jsonErr)
		}
	}
}

// TestNameClashes: members sharing a JSON name follow encoding/json's rule
// (a tagged one wins over untagged ones, else all are dropped), when
// writing and when reading. The types are built at run time: go vet
// rejects two equal tags written out.
func TestNameClashes(t *testing.T) {
	str := reflect.TypeFor[string]()
	for _, tags := range [][]reflect.StructTag{
		{`json:"x"`, `json:"x"`},
		{`json:"x"`, `json:"x"`, ``},
		{`json:"B"`, ``},
		{``, `json:"A"`},
		{`json:"x"`, `json:"X"`},
		{`json:"a,omitempty"`, `json:"a"`, `json:"b"`},
	} {
		var fields []reflect.StructField
		for i, tag := range tags {
			fields = append(fields, reflect.StructField{Name: string(rune('A' + i)), Type: str, Tag: tag})
		}
		typ := reflect.StructOf(fields)
		v := reflect.New(typ)
		for i := range fields {
			v.Elem().Field(i).SetString(fields[i].Name)
		}
		want, _ := json.Marshal(v.Interface())
		got, err := Marshal(v.Interface())
		if err != nil || string(got) != string(want) {
			t.Errorf("%v: got %s (%v), want %s", tags, got, err, want)
		}
		for _, doc := range []string{`{"x":"1","X":"2","A":"3","B":"4","C":"5","a":"6","b":"7"}`, `{"c":"1","b":"2"}`} {
			w, g := reflect.New(typ), reflect.New(typ)
			werr := json.Unmarshal([]byte(doc), w.Interface())
			gerr := Unmarshal([]byte(doc), g.Interface())
			if (werr != nil) != (gerr != nil) || !reflect.DeepEqual(w.Interface(), g.Interface()) {
				t.Errorf("%v: %s read as %+v (%v), want %+v (%v)", tags, doc, g.Elem(), gerr, w.Elem(), werr)
			}
		}
	}
}

// TestMarshalLongStrings checks strings far longer than the encoder's
// buffer, clean and escaped, and escapes on either side of where the
// buffer is moved into the answer, against encoding/json.
func TestMarshalLongStrings(t *testing.T) {
	clean := strings.Repeat("owls hunt at night ", 5000)
	cases := map[string]any{
		"clean":        clean,
		"escaped":      strings.Repeat("<p>owl &amp; heron</p>\n", 4000),
		"mixed":        []string{clean, "\u2028" + clean + "\xff", strings.Repeat("a", 16<<10-1) + "<" + clean},
		"every offset": offsets(),
	}
	for name, v := range cases {
		want, _ := json.Marshal(v)
		got, err := MarshalString(v)
		if err != nil || got != string(want) {
			t.Errorf("%s: %d bytes (%v), want encoding/json's %d", name, len(got), err, len(want))
		}
		gotBytes, err := Marshal(v)
		if err != nil || string(gotBytes) != string(want) {
			t.Errorf("%s: Marshal gives %d bytes (%v), want %d", name, len(gotBytes), err, len(want))
		}
	}
}

// offsets is strings whose one escape falls at each byte around the
// encoder's 16 KB buffer.
func offsets() []string {
	var out []string
	for n := 16<<10 - 8; n < 16<<10+8; n++ {
		out = append(out, strings.Repeat("x", n)+`"`+strings.Repeat("y", 4<<10))
	}
	return out
}
