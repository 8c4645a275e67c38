package eval

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

func hashesOf(tokens ...string) []uint64 {
	out := make([]uint64, 0, len(tokens))
	for _, t := range tokens {
		out = append(out, hashToken(t, false))
	}
	return out
}

// The expected tokens were produced by Python 3.11's re.findall(r"\w+", text).
func TestTokenHashesMatchPythonWords(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Hello, world!", []string{"Hello", "world"}},
		{"हिन्दी", []string{"ह", "न", "द"}},
		{"ภาษาไทย น้ำ", []string{"ภาษาไทย", "น", "ำ"}},
		{"مَرْحَبًا بك", []string{"م", "ر", "ح", "ب", "ا", "بك"}},
		{"e\u0301te\u0301", []string{"e", "te"}},
		{"x² ½ ٣٤ Ⅻ", []string{"x²", "½", "٣٤", "Ⅻ"}},
		{"中文字 かな", []string{"中文字", "かな"}},
		{"snake_case_9", []string{"snake_case_9"}},
		{"don’t stop", []string{"don", "t", "stop"}},
		{"①②", []string{"①②"}},
		{"a\u200bb", []string{"a", "b"}},
		{"ǅemal", []string{"ǅemal"}},
		{"", nil},
		{"  \n\t ", nil},
		{"caf\xe9 ok", []string{"caf", "ok"}},
	}
	for _, tt := range tests {
		got := tokenHashes(tt.text, false)
		if want := hashesOf(tt.want...); !slices.Equal(got, want) {
			t.Errorf("tokens of %q: got %d hashes, want %q", tt.text, len(got), tt.want)
		}
	}
}

func TestShingleCounts(t *testing.T) {
	tests := []struct {
		name        string
		gold, pred  string
		tp, fp, fn  int
		hasP, hasR  bool
		precision   float64
		recall      float64
		wantUndefPR bool
	}{
		{"both empty", "", "", 0, 0, 0, false, false, 0, 0, true},
		{"empty prediction", "one two three four five", "", 0, 0, 2, false, true, 0, 0, false},
		{"empty gold", "", "one two", 0, 1, 0, true, false, 0, 0, false},
		{"short texts are one shingle", "a b c", "a b c", 1, 0, 0, true, true, 1, 1, false},
		{"short texts differ", "a b c", "a b", 0, 1, 1, true, true, 0, 0, false},
		{"exact", "w1 w2 w3 w4 w5", "w1, w2. w3 w4 w5!", 2, 0, 0, true, true, 1, 1, false},
		{"prefix", "a b c d e f", "a b c d", 1, 0, 2, true, true, 1, 1.0 / 3, false},
		{"repeats count", "x y z w x y z w", "x y z w", 1, 0, 4, true, true, 1, 0.2, false},
		{"punctuation only", "...", "!!!", 0, 0, 0, false, false, 0, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tp, fp, fn := ShingleCounts(tt.gold, tt.pred)
			if tp != tt.tp || fp != tt.fp || fn != tt.fn {
				t.Fatalf("counts = %d/%d/%d, want %d/%d/%d", tp, fp, fn, tt.tp, tt.fp, tt.fn)
			}
			pr := ShinglePage(tt.gold, tt.pred)
			if pr.HasPrecision != tt.hasP || pr.HasRecall != tt.hasR {
				t.Fatalf("defined = %v/%v, want %v/%v", pr.HasPrecision, pr.HasRecall, tt.hasP, tt.hasR)
			}
			if !close(pr.Precision, tt.precision) && tt.hasP || !close(pr.Recall, tt.recall) && tt.hasR {
				t.Errorf("p/r = %v/%v, want %v/%v", pr.Precision, pr.Recall, tt.precision, tt.recall)
			}
		})
	}
}

func close(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

func TestSummarizePR(t *testing.T) {
	pages := []PagePR{
		{Precision: 1, Recall: 0.5, HasPrecision: true, HasRecall: true},
		{Recall: 0, HasRecall: true}, // nothing predicted: recall 0, no precision
		{},                           // nothing on either side: in no mean
	}
	got := SummarizePR(pages)
	want := PRScore{F1: 0.4, Precision: 1, Recall: 0.25, Pages: 3}
	if got != want {
		t.Errorf("SummarizePR = %+v, want %+v", got, want)
	}
	if got := SummarizePR(nil); got != (PRScore{}) {
		t.Errorf("SummarizePR(nil) = %+v, want zero", got)
	}
}

func naiveLCS(a, b []uint64) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			switch {
			case a[i-1] == b[j-1]:
				cur[j] = prev[j-1] + 1
			default:
				cur[j] = max(prev[j], cur[j-1])
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func TestLCSLengthMatchesDynamicProgramming(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 300 {
		alphabet := uint64(2 + trial%7)
		a := make([]uint64, rng.IntN(200))
		b := make([]uint64, rng.IntN(200))
		for i := range a {
			a[i] = rng.Uint64N(alphabet)
		}
		for i := range b {
			b[i] = rng.Uint64N(alphabet)
		}
		if got, want := lcsLength(a, b), naiveLCS(a, b); got != want {
			t.Fatalf("trial %d: lcsLength = %d, want %d (len %d, %d)", trial, got, want, len(a), len(b))
		}
	}
}

func TestLCSWordsAndChars(t *testing.T) {
	tests := []struct {
		name       string
		metric     func(string, string) PagePR
		gold, pred string
		want       PagePR
	}{
		{"words exact", LCSWords, "the cat sat", "The cat, sat", PagePR{2.0 / 3, 2.0 / 3, true, true}},
		{"words superset", LCSWords, "a b c", "x a y b z c", PagePR{0.5, 1, true, true}},
		{"words empty pred", LCSWords, "a b", "", PagePR{0, 0, false, true}},
		{"words both empty", LCSWords, "", " ", PagePR{}},
		{"chars ignore spaces", LCSChars, "ab c", "a bc!", PagePR{0.75, 1, true, true}},
	}
	for _, tt := range tests {
		if got := tt.metric(tt.gold, tt.pred); !samePR(got, tt.want) {
			t.Errorf("%s: got %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func samePR(a, b PagePR) bool {
	return close(a.Precision, b.Precision) && close(a.Recall, b.Recall) &&
		a.HasPrecision == b.HasPrecision && a.HasRecall == b.HasRecall
}

func TestBigrams(t *testing.T) {
	tests := []struct {
		name       string
		gold, pred string
		want       PagePR
	}{
		{"case folded, set semantics", "A b a b", "a B", PagePR{1, 0.5, true, true}},
		{"half right", "one two three", "two three four", PagePR{0.5, 0.5, true, true}},
		{"one word is one gram", "word", "Word", PagePR{1, 1, true, true}},
		{"empty pred", "one two", "", PagePR{0, 0, false, true}},
	}
	for _, tt := range tests {
		if got := Bigrams(tt.gold, tt.pred); !samePR(got, tt.want) {
			t.Errorf("%s: got %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestRegionAccuracy(t *testing.T) {
	tests := []struct {
		name    string
		regions []TextPair
		want    float64
		ok      bool
	}{
		{"exact", []TextPair{{"abc def", "abc  def"}}, 1, true},
		{"too long", []TextPair{{"ab", "abcd"}}, 4.0 / 6, true},
		{"too short", []TextPair{{"abcd", "ab"}}, 0.5, true},
		{"missed", []TextPair{{"abcd", ""}}, 0, true},
		{"two regions", []TextPair{{"abcd", "abcd"}, {"xy", ""}}, 0.5, true},
		{"empty gold region skipped", []TextPair{{"abcd", "abcd"}, {" ", "noise"}}, 1, true},
		{"no gold", []TextPair{{"", "x"}}, 0, false},
	}
	for _, tt := range tests {
		got, ok := RegionAccuracy(tt.regions)
		if ok != tt.ok || !close(got, tt.want) {
			t.Errorf("%s: RegionAccuracy = %v, %v; want %v, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}

func TestPythonNumbers(t *testing.T) {
	rounds := []struct {
		x    float64
		nd   int
		want float64
	}{
		{0.03125, 4, 0.0312}, // exact tie: to even
		{0.03135, 4, 0.0314}, // binary value just above the tie
		{2.675, 2, 2.67},
		{0.00005, 4, 0.0001},
		{1, 4, 1},
	}
	for _, r := range rounds {
		if got := pyRound(r.x, r.nd); got != r.want {
			t.Errorf("pyRound(%v, %d) = %v, want %v", r.x, r.nd, got, r.want)
		}
	}
	if got := exactMean([]float64{0.1, 0.2, 0.3}); got != 0.2 {
		t.Errorf("exactMean = %v, want 0.2 (Python's statistics.mean)", got)
	}
	if got := median([]float64{3, 1, 2, 10}); got != 2.5 {
		t.Errorf("median = %v, want 2.5", got)
	}
	reprs := map[float64]string{1: "1.0", 0: "0.0", 0.9591: "0.9591", 1e-05: "1e-05", 12345.678: "12345.678", 1e16: "1e+16", 0.0001: "0.0001"}
	for x, want := range reprs {
		if got := pyRepr(x); got != want {
			t.Errorf("pyRepr(%v) = %q, want %q", x, got, want)
		}
	}
}

func TestPythonText(t *testing.T) {
	folds := map[string]string{"  a \n\t b\u00a0c\u3000 ": "a b c", "\x1cx\x1f": "x", "": ""}
	for in, want := range folds {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
	lowers := map[string]string{"ΟΔΟΣ Σ ΑΣ.": "οδος σ ας.", "İx": "i\u0307x", "ÉTÉ": "été"}
	for in, want := range lowers {
		if got := pyLower(in); got != want {
			t.Errorf("pyLower(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDensity(t *testing.T) {
	tests := map[string]int{"": 0, " a\tb\n": 2, "\x1c\x1fx\x00": 2, "é\u00a0ü\u3000中": 3}
	for in, want := range tests {
		if got := density(in); got != want {
			t.Errorf("density(%q) = %d, want %d", in, got, want)
		}
	}
}
