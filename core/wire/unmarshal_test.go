package wire

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// targets returns fresh pointers to every kind of value the wire types
// are read into, and to a few already filled (json reads into what is
// there: a struct or map is added to, a slice's elements reused).
func targets() []any {
	filled := kitchen{S: "old", Sl: []string{"a", "b", "c"}, M: map[string]int{"keep": 1}, P: &kitchen{I: 9}, F32s: make([]float32, 1, 8)}
	return []any{
		new(any), new(kitchen), new(*kitchen), new(inner), new([]string), new([]*kitchen), new([]float32),
		new(map[string]int), new(map[string]any), new(map[label]float64), new([2]int), new([]any),
		new(string), new(label), new(bool), new(int), new(int8), new(uint8), new(uint64), new(float32), new(float64),
		&filled,
	}
}

// unmarshalDocs are documents that are valid JSON or almost: every
// value type, escapes, numbers at the edges of each Go type, members by
// exact and folded names, unknown members, duplicates, null, and syntax
// errors of each kind.
var unmarshalDocs = []string{
	// values
	`null`, `true`, `false`, `0`, `-0`, `1`, `-1`, `1.5`, `-1.5e3`, `1E2`, `1e-2`, `0.000001`, `127`, `128`, `-128`, `-129`,
	`255`, `256`, `65535`, `2147483648`, `9223372036854775807`, `9223372036854775808`, `-9223372036854775809`,
	`18446744073709551615`, `18446744073709551616`, `3.4028235e38`, `3.5e38`, `1e39`, `1e308`, `1e309`, `-1e400`, `1e-400`,
	`4.9e-324`, `1e-46`, `123456789012345678901234567890`, `1.0`, `1e0`,
	`""`, `"x"`, `"\u00e9\n\t\"\\\/\b\f\r"`, `"\ud83e\udd89"`, `"\ud83e"`, `"\udd89"`, `"\ud83e\u0041"`, `"\ud83ex"`,
	`"\ud83e\ud83e\udd89"`, `"\u0000"`, `"\uFFFF"`, "\"\xff\"", "\"a\xe2\x82b\"", "\"\xed\xa0\x80\"", "\"\u2028\"",
	`[]`, `[1]`, `[1,2,3]`, `[null]`, `[1,null,3]`, `[[]]`, `["a","b"]`, `[true]`, `[{}]`, `[{"i":1},null,{"s":"x"}]`,
	`{}`, `{"a":1}`, `{"a":1,"b":2,"a":3}`, `{"":null}`, `{"a":{"b":{"c":[1,{"d":null}]}}}`,
	// members of kitchen
	`{"s":"x","so":"y","named":"A","i":5,"I8":-5,"u":7,"f64":1.25,"f32":1e-7,"b":true,"p":{"i":2},"pn":3}`,
	`{"S":"x","NAMED":"A","i8":1,"F32":2,"F64o":3}`, `{"ſ":1,"ſtraße":"long s","STRASSE":"no","Straße":"folded"}`,
	`{"sl":["a"],"sl":["b","c"]}`, `{"sl":[],"m":{},"f32s":[]}`, `{"sl":null,"m":null,"p":null,"pn":null,"any":null}`,
	`{"m":{"a":1,"b":null},"m":{"c":3}}`, `{"p":{"s":"a"},"p":{"i":1}}`, `{"slp":[{"i":1},null]}`,
	`{"arr":[1]}`, `{"arr":[1,2,3]}`, `{"arr":null}`, `{"inner":{"x":1,"y":["a",null]},"ino":null}`,
	`{"-":"dash","Skip":"no","skip":"no","hid":1,"clash":"x","Won2":"w","won":"w2","Bad":"b","Opt":"o"}`,
	`{"unknown":{"deep":[1,2,{"x":"y"}]},"i":1}`, `{"any":{"k":[1,"x",null,true,{}]}}`,
	`{"f32s":[1.5,null,2]}`, `{"f32s":[1e39]}`, `{"bools":[true,false,null]}`,
	// type mismatches
	`{"i":"1"}`, `{"i":1.5}`, `{"i":1e2}`, `{"s":1}`, `{"b":"true"}`, `{"sl":"a"}`, `{"sl":[1]}`, `{"m":[]}`,
	`{"m":{"a":"x"}}`, `{"p":5}`, `{"inner":[]}`, `{"arr":{}}`, `{"f32":1e39}`, `{"I8":128}`, `{"u":-1}`,
	// syntax errors
	``, ` `, `nul`, `nulll`, `tru`, `True`, `01`, `-`, `-a`, `1.`, `.5`, `1e`, `1e+`, `+1`, `0x10`, `NaN`, `Infinity`,
	`"`, `"abc`, `"\`, `"\x"`, `"\u12"`, `"\u12g4"`, `"\'"`, "\"\t\"", "\"\n\"", "\"\x01\"", `[`, `[1`, `[1,]`, `[,1]`,
	`[1 2]`, `{`, `{"a"}`, `{"a":}`, `{"a":1,}`, `{a:1}`, `{'a':1}`, `{"a" 1}`, `{"a":1 "b":2}`, `}`, `]`, `1 2`,
	`{"a":1}x`, `[]]`, "\xef\xbb\xbf{}", `{"i":1,"s":"x"`,
	// white space
	" \t\r\n{ \"i\" : 1 , \"sl\" : [ \"a\" , \"b\" ] } \n", "\f{}", "\v1",
}

// TestUnmarshalMatchesEncodingJSON reads every document into every target
// with both packages: both fail, or both give the same Go value.
func TestUnmarshalMatchesEncodingJSON(t *testing.T) {
	docs := append([]string(nil), unmarshalDocs...)
	for _, s := range stringsToQuote() {
		q, _ := json.Marshal(s)
		docs = append(docs, string(q), fmt.Sprintf(`{"s":%s,"named":%s,"m":{%s:1}}`, q, q, q))
	}
	for _, doc := range docs {
		wants, gots := targets(), targets()
		for i := range wants {
			werr := json.Unmarshal([]byte(doc), wants[i])
			gerr := Unmarshal([]byte(doc), gots[i])
			if (werr != nil) != (gerr != nil) {
				t.Errorf("%q into %T: error %v, encoding/json: %v", doc, gots[i], gerr, werr)
				continue
			}
			if werr == nil && !reflect.DeepEqual(gots[i], wants[i]) {
				t.Errorf("%q into %T:\n got %#v\nwant %#v", doc, gots[i], reflect.ValueOf(gots[i]).Elem(), reflect.ValueOf(wants[i]).Elem())
			}
		}
	}
}

// TestUnmarshalDepth: MaxDepth arrays or objects open are read, one more
// is an error, as with encoding/json; far deeper input costs no stack.
func TestUnmarshalDepth(t *testing.T) {
	arrays := func() []any { return []any{new(any), new([]any)} }
	// kitchen has no member "a": the nesting is read and dropped, and
	// counted all the same.
	objects := func() []any { return []any{new(any), new(map[string]any), new(kitchen)} }
	for _, tc := range []struct {
		n       int
		open    string
		shut    string
		targets func() []any
		ok      bool
	}{
		{MaxDepth, "[", "]", arrays, true},
		{MaxDepth + 1, "[", "]", arrays, false},
		{MaxDepth, `{"a":`, "}", objects, true},
		{MaxDepth + 1, `{"a":`, "}", objects, false},
		{1_000_000, "[", "", arrays, false},
		{1_000_000, `{"a":`, "", objects, false},
	} {
		doc := []byte(strings.Repeat(tc.open, tc.n) + "1" + strings.Repeat(tc.shut, tc.n))
		for _, dst := range tc.targets() {
			err := Unmarshal(doc, dst)
			if (err == nil) != tc.ok || (!tc.ok && !errors.Is(err, ErrDepth)) {
				t.Errorf("%d × %s into %T: error %v, want ok=%v", tc.n, tc.open, dst, err, tc.ok)
			}
			if jerr := json.Unmarshal(doc, dst); (jerr == nil) != tc.ok {
				t.Errorf("%d × %s into %T: encoding/json error %v, want ok=%v", tc.n, tc.open, dst, jerr, tc.ok)
			}
		}
	}
}

// TestUnmarshalErrors: each error wraps the sentinel of its kind and says
// where it is; bad targets are errors, not panics.
func TestUnmarshalErrors(t *testing.T) {
	type withMethod struct{ R json.RawMessage }
	var k kitchen
	for _, tc := range []struct {
		doc  string
		dst  any
		want error
		text string
	}{
		{`{"i":1,}`, &k, ErrSyntax, "offset 7"},
		{`[1,2`, new([]int), ErrSyntax, "end of input"},
		{`"a` + "\x01" + `"`, new(string), ErrSyntax, "control character"},
		{`{"i":"x"}`, &k, ErrType, "JSON string into Go int at offset 5"},
		{`{"f32s":[1,1e39]}`, &k, ErrType, "number 1e39 into Go float32"},
		{`1e400`, new(any), ErrType, "number 1e400"},
		{`{}`, k, ErrUnsupported, "non-nil pointer"},
		{`{}`, (*kitchen)(nil), ErrUnsupported, "non-nil pointer"},
		{`{}`, nil, ErrUnsupported, "non-nil pointer"},
		{`"YWJj"`, new([]byte), ErrUnsupported, "base64"},
		{`{"R":1}`, new(withMethod), ErrUnsupported, "json.RawMessage has a"},
		{`{"R":null}`, new(withMethod), ErrUnsupported, "json.RawMessage has a"},
		{`{"1":1}`, new(map[int]int), ErrUnsupported, "key type"},
		{`{}`, new(chan int), ErrType, "object into Go chan int"},
		{`1`, new(error), ErrType, "number into Go error"},
		{`{}`, new(func()), ErrType, "object"},
	} {
		err := Unmarshal([]byte(tc.doc), tc.dst)
		if !errors.Is(err, tc.want) || !strings.Contains(fmt.Sprint(err), tc.text) {
			t.Errorf("%s into %T: error %v, want %v with %q", tc.doc, tc.dst, err, tc.want, tc.text)
		}
	}
}
