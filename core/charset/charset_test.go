package charset

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding/htmlindex"
)

const (
	latinText    = "Le café est très bon à Paris; ça coûte trois euros. Über die Straße, el niño, São Paulo — “quotes” and façade."
	japaneseText = "日本語のテキストです。これは文字コードの判定をテストするための文章で、ひらがなとカタカナと漢字が混ざっています。"
	chineseText  = "这是一个用于测试字符编码检测的中文句子，其中包含常用汉字和标点符号。我们希望程序能够正确识别编码，并且不会出错。"
	taiwanText   = "這是一個用於測試字元編碼偵測的中文句子，其中包含常用漢字和標點符號。我們希望程式能夠正確識別編碼，並且不會出錯。"
	koreanText   = "이것은 문자 인코딩 감지를 테스트하기 위한 한국어 문장입니다. 한글과 공백과 문장 부호가 섞여 있습니다. 잘 되기를 바랍니다."
	russianText  = "Это предложение на русском языке для проверки кодировки."
)

// encode returns s in the named encoding (test inputs are made, not stored).
func encode(t *testing.T, label, s string) []byte {
	t.Helper()
	enc, err := htmlindex.Get(label)
	if err != nil {
		t.Fatal(err)
	}
	b, err := enc.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("encoding %q as %s: %v", s, label, err)
	}
	return b
}

func page(body []byte, head string) []byte {
	return append([]byte("<html><head>"+head+"<title>t</title></head><body><p>"), append(body, "</p></body></html>"...)...)
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

func TestDecode(t *testing.T) {
	utf16le := cat([]byte{0xFF, 0xFE}, encode(t, "utf-16le", "<p>héllo ✓</p>"))
	utf16be := cat([]byte{0xFE, 0xFF}, encode(t, "utf-16be", "<p>héllo ✓</p>"))
	tests := []struct {
		name        string
		raw         []byte
		contentType string
		wantName    string
		wantText    string // substring the decoded text must contain
	}{
		{"ascii", []byte("<p>plain</p>"), "", "utf-8", "plain"},
		{"empty", nil, "", "utf-8", ""},
		{"utf-8 with BOM", cat(utf8BOM, []byte("<p>café</p>")), "", "utf-8", "<p>café"},
		{"utf-8 declared latin-1", page([]byte("café"), `<meta charset="iso-8859-1">`), "text/html; charset=iso-8859-1", "utf-8", "café"},
		{"latin-1 with meta charset", page(encode(t, "windows-1252", latinText), `<meta charset="ISO-8859-1">`), "", "windows-1252", latinText},
		{"latin-1 with http-equiv", page(encode(t, "windows-1252", latinText), `<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">`), "", "windows-1252", latinText},
		{"latin-1 undeclared", page(encode(t, "windows-1252", latinText), ""), "", "windows-1252", latinText},
		{"latin-1 declared utf-8", page(encode(t, "windows-1252", latinText), `<meta charset="utf-8">`), "", "windows-1252", latinText},
		{"header wins over meta", page(encode(t, "windows-1251", russianText), `<meta charset="iso-8859-2">`), "text/html; charset=windows-1251", "windows-1251", russianText},
		{"koi8-r with meta", page(encode(t, "koi8-r", russianText), `<meta content="text/html; charset='koi8-r'" http-equiv=content-type>`), "", "koi8-r", russianText},
		{"shift_jis with meta", page(encode(t, "shift_jis", japaneseText), `<meta charset=shift_jis>`), "", "shift_jis", japaneseText},
		{"shift_jis sniffed", page(encode(t, "shift_jis", japaneseText), ""), "", "shift_jis", japaneseText},
		{"euc-jp sniffed", page(encode(t, "euc-jp", japaneseText), ""), "", "euc-jp", japaneseText},
		{"gbk sniffed", page(encode(t, "gbk", chineseText), ""), "", "gb18030", chineseText},
		{"big5 sniffed", page(encode(t, "big5", taiwanText), ""), "", "big5", taiwanText},
		{"euc-kr sniffed", page(encode(t, "euc-kr", koreanText), ""), "", "euc-kr", koreanText},
		{"utf-16le BOM", utf16le, "", "utf-16le", "<p>héllo ✓</p>"},
		{"utf-16be BOM", utf16be, "", "utf-16be", "<p>héllo ✓</p>"},
		{"utf-16le without BOM", encode(t, "utf-16le", "<html><body><p>no byte order mark here</p></body></html>"), "", "utf-16le", "no byte order mark"},
		{"mostly utf-8", cat([]byte(strings.Repeat("naïve café ", 20)), []byte{0xE9}, []byte(" end")), "", "utf-8", "café \uFFFD end"},
		{"replacement label ignored", page(encode(t, "windows-1252", latinText), `<meta charset="iso-2022-kr">`), "", "windows-1252", latinText},
		{"unknown label ignored", page(encode(t, "windows-1252", latinText), `<meta charset="x-no-such">`), "text/html; charset=bogus", "windows-1252", latinText},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, name, err := Decode(tt.raw, tt.contentType)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			if name != tt.wantName {
				t.Errorf("name = %q, want %q", name, tt.wantName)
			}
			if !strings.Contains(text, tt.wantText) {
				t.Errorf("text = %q, want it to contain %q", text, tt.wantText)
			}
			if !utf8.ValidString(text) {
				t.Errorf("text is not valid UTF-8")
			}
		})
	}
}

func TestDecodeGarbage(t *testing.T) {
	inputs := [][]byte{
		{0xFF},
		{0xFE},
		{0x80, 0x81, 0x82, 0xFF, 0xFE, 0x00, 0xC0},
		bytes.Repeat([]byte{0x8F, 0xA1}, 3),
		[]byte("<meta charset=\"\xff\xfe\">\xe9"),
		[]byte("<meta http-equiv=content-type content=\"charset=\">\xe9"),
	}
	for _, raw := range inputs {
		text, _, err := Decode(raw, "text/html; charset=\xff")
		if err != nil {
			t.Errorf("Decode(%q): %v", raw, err)
		}
		if !utf8.ValidString(text) {
			t.Errorf("Decode(%q) = %q: not valid UTF-8", raw, text)
		}
	}
}

func TestCharsetFromMetaContent(t *testing.T) {
	tests := []struct{ in, want string }{
		{"text/html; charset=utf-8", "utf-8"},
		{"text/html;charset = 'Shift_JIS' ", "shift_jis"},
		{`text/html; charset="euc-kr"; x=y`, "euc-kr"},
		{"text/html; charset=\"unterminated", ""},
		{"text/html", ""},
		{"charset", ""},
		{"charsetcharset=big5", "big5"},
	}
	for _, tt := range tests {
		if got := charsetFromMetaContent(tt.in); got != tt.want {
			t.Errorf("charsetFromMetaContent(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestDecodeAsUnknown(t *testing.T) {
	if _, _, err := DecodeAs([]byte("x"), "no-such-charset"); err == nil {
		t.Fatal("DecodeAs with an unknown label: want an error")
	}
}

func TestDecodeFile(t *testing.T) {
	dir := t.TempDir()
	raw := page(encode(t, "windows-1252", latinText), `<meta charset="windows-1252">`)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(raw)
	zw.Close()
	files := map[string][]byte{"page.html": raw, "page.html.gz": gz.Bytes()}
	for name, content := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, content, 0o644); err != nil {
			t.Fatal(err)
		}
		text, err := DecodeFile(path)
		if err != nil {
			t.Fatalf("DecodeFile(%s): %v", name, err)
		}
		if !strings.Contains(text, latinText) {
			t.Errorf("DecodeFile(%s) = %q", name, text)
		}
	}
	if _, err := DecodeFile(filepath.Join(dir, "missing.html.gz")); err == nil {
		t.Error("DecodeFile of a missing file: want an error")
	}
	bad := filepath.Join(dir, "bad.html.gz")
	os.WriteFile(bad, []byte("not gzip"), 0o644)
	if _, err := DecodeFile(bad); err == nil {
		t.Error("DecodeFile of a broken .gz: want an error")
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte("<meta charset=sjis>\x82\xa0"), "")
	f.Add([]byte{0xFF, 0xFE, 0x41}, "text/html; charset=utf-16")
	f.Add([]byte("caf\xe9"), "text/html; charset=utf-8")
	f.Fuzz(func(t *testing.T, raw []byte, contentType string) {
		text, _, err := Decode(raw, contentType)
		if err == nil && !utf8.ValidString(text) {
			t.Errorf("Decode(%q) returned invalid UTF-8", raw)
		}
	})
}
