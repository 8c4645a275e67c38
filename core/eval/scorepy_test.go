package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// findScorePy walks up from the package directory looking for
// shared/tools/score.py next to the repository.
func findScorePy(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Skip(err)
	}
	for {
		path := filepath.Join(dir, "shared", "tools", "score.py")
		if _, err := os.Stat(path); err == nil {
			return path
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("shared/tools/score.py not found")
		}
		dir = parent
	}
}

// A word pool across scripts, with the cases that trip tokenisers: combining
// marks (Hindi, Thai, Arabic, NFD accents), superscript digits, CJK, underscores.
var wordPool = strings.Fields(`the a of news report city council said Monday
	café naïve Straße œuvre e\u0301te\u0301 São_Paulo x² ½ ٣٤ Ⅻ 2024 3.5 don’t
	हिन्दी भाषा समाचार ภาษาไทย น้ำ ข่าว مَرْحَبًا بك العربية 中文 新闻报道 日本語 ニュース
	한국어 뉴스 Ελληνικά ΟΔΟΣ İstanbul русский язык emoji🙂 snake_case`)

type synthPage struct {
	gold Gold
	pred *Prediction
}

func randomText(rng *rand.Rand, minWords, maxWords int) string {
	n := minWords + rng.IntN(maxWords-minWords+1)
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteString([]string{" ", " ", " ", ", ", ". ", "\n", "  \t", " — "}[rng.IntN(8)])
		}
		b.WriteString(wordPool[rng.IntN(len(wordPool))])
	}
	return b.String()
}

// predictText derives a prediction from gold text: exact, cut, padded with
// noise, shuffled, empty, or unrelated.
func predictText(rng *rand.Rand, gold string) string {
	words := strings.Fields(gold)
	switch rng.IntN(7) {
	case 0:
		return gold
	case 1:
		return strings.Join(words[:rng.IntN(len(words)+1)], " ")
	case 2:
		return randomText(rng, 1, 20) + "\n" + gold + "\n" + randomText(rng, 1, 30)
	case 3:
		rng.Shuffle(len(words), func(i, j int) { words[i], words[j] = words[j], words[i] })
		return strings.Join(words, " ")
	case 4:
		return ""
	case 5:
		return randomText(rng, 0, 40)
	}
	return strings.Join(words[len(words)/3:], "\n")
}

func snippetsOf(rng *rand.Rand, text string, n int) []string {
	words := strings.Fields(text)
	var out []string
	for range n {
		if len(words) == 0 {
			break
		}
		i := rng.IntN(len(words))
		out = append(out, strings.Join(words[i:min(len(words), i+1+rng.IntN(4))], " \n"))
	}
	return out
}

func synthCorpus(rng *rand.Rand, pages int, withComments, withTypes bool) []synthPage {
	types := []string{"A", "AC", "M", "", "X"}
	categories := []string{"article", "blog", "forum", "product", "other", ""}
	var out []synthPage
	for i := range pages {
		g := Gold{ID: fmt.Sprintf("p%03d", i%(pages-2)), Article: randomText(rng, 0, 150)}
		g.Title = randomText(rng, 0, 6)
		g.Byline = randomText(rng, 0, 2)
		g.With = snippetsOf(rng, g.Article, rng.IntN(3))
		g.Without = []string{randomText(rng, 1, 3)}[:rng.IntN(2)]
		if withTypes {
			g.Type, g.Category = types[rng.IntN(len(types))], categories[rng.IntN(len(categories))]
		}
		if withComments && rng.IntN(3) > 0 {
			g.Comments, g.HasComments = randomText(rng, 0, 80), true
			g.CommentsWith = snippetsOf(rng, g.Comments, rng.IntN(3))
		}
		pg := synthPage{gold: g}
		if rng.IntN(10) > 0 {
			pg.pred = synthPrediction(rng, g, withTypes)
		}
		out = append(out, pg)
	}
	return out
}

func synthPrediction(rng *rand.Rand, g Gold, withTypes bool) *Prediction {
	p := &Prediction{ID: g.ID, Article: predictText(rng, g.Article), Comments: predictText(rng, g.Comments),
		MS: math.Round(rng.Float64()*5000) / 100}
	switch rng.IntN(3) {
	case 0:
		p.Title = "  " + strings.ToUpper(g.Title) + " "
	case 1:
		p.Title = g.Title + "x"
	}
	if rng.IntN(2) == 0 {
		p.Byline = g.Byline
	}
	if withTypes {
		p.Type = []string{"A", "AC", "M", " M ", ""}[rng.IntN(5)]
	}
	if rng.IntN(8) == 0 {
		p.Error = "timeout"
	}
	if rng.IntN(6) == 0 {
		p.noMS = true
	}
	return p
}

func writeSynth(t *testing.T, dir string, pages []synthPage) (*Corpus, []Prediction, string) {
	t.Helper()
	var gold bytes.Buffer
	var preds []Prediction
	for _, pg := range pages {
		line, err := json.Marshal(goldJSON(pg.gold))
		if err != nil {
			t.Fatal(err)
		}
		gold.Write(append(line, '\n'))
		if pg.pred != nil {
			preds = append(preds, *pg.pred)
		}
	}
	preds = append(preds, Prediction{ID: "not-in-gold", MS: 7.25})
	if err := os.WriteFile(filepath.Join(dir, "gold.jsonl"), gold.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var pb bytes.Buffer
	if err := WritePredictions(&pb, preds); err != nil {
		t.Fatal(err)
	}
	predPath := filepath.Join(t.TempDir(), "pred.jsonl")
	if err := os.WriteFile(predPath, pb.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := LoadCorpus(dir)
	if err != nil {
		t.Fatal(err)
	}
	read, err := ReadPredictions(&pb)
	if err != nil {
		t.Fatal(err)
	}
	return c, read, predPath
}

// goldJSON writes only the keys a gold line has (comments only when present).
func goldJSON(g Gold) map[string]any {
	m := map[string]any{"id": g.ID, "article": g.Article}
	for k, v := range map[string]string{"title": g.Title, "byline": g.Byline, "type": g.Type, "category": g.Category} {
		if v != "" {
			m[k] = v
		}
	}
	for k, v := range map[string][]string{"with": g.With, "without": g.Without, "comments_with": g.CommentsWith} {
		if len(v) > 0 {
			m[k] = v
		}
	}
	if g.HasComments {
		m["comments"] = g.Comments
	}
	return m
}

func TestAgreesWithScorePy(t *testing.T) {
	scorePy := findScorePy(t)
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found")
	}
	scenarios := []struct {
		name                    string
		pages                   int
		withComments, withTypes bool
	}{
		{"full", 60, true, true},
		{"articles only", 40, false, false},
		{"types no comments", 30, false, true},
	}
	for i, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(i), 42))
			dir := filepath.Join(t.TempDir(), "synth-"+fmt.Sprint(i))
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			c, preds, predPath := writeSynth(t, dir, synthCorpus(rng, sc.pages, sc.withComments, sc.withTypes))
			rep := Score(c, preds)
			want := runScorePy(t, scorePy, dir, predPath, false)
			compareJSON(t, "", want, reportAsMap(t, rep))
			if brief := strings.TrimSpace(string(runScorePy(t, scorePy, dir, predPath, true))); brief != rep.Brief() {
				t.Errorf("Brief:\n go: %s\npy: %s", rep.Brief(), brief)
			}
		})
	}
}

func runScorePy(t *testing.T, scorePy, dir, predPath string, brief bool) []byte {
	t.Helper()
	args := []string{scorePy, "--corpus", dir, "--pred", predPath}
	if brief {
		args = append(args, "--brief")
	}
	out, err := exec.Command("python3", args...).Output()
	if err != nil {
		t.Fatalf("score.py: %v", err)
	}
	return out
}

func reportAsMap(t *testing.T, rep Report) map[string]any {
	t.Helper()
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, extra := range []string{"ra", "lcs", "bigram", "published_match", "comment_meta", "fidelity", "categories", "kind"} {
		delete(m, extra)
	}
	return m
}

// compareJSON checks that got has exactly want's keys and that numbers agree
// within 0.001.
func compareJSON(t *testing.T, path string, wantJSON []byte, got map[string]any) {
	t.Helper()
	var want map[string]any
	if err := json.Unmarshal(wantJSON, &want); err != nil {
		t.Fatal(err)
	}
	compareValues(t, path, want, got)
}

func compareValues(t *testing.T, path string, want, got any) {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			t.Errorf("%s: got %v, want an object", path, got)
			return
		}
		if wk, gk := sortedKeys(w), sortedKeys(g); !equalStrings(wk, gk) {
			t.Errorf("%s: keys %v, want %v", path, gk, wk)
		}
		for k, v := range w {
			compareValues(t, path+"."+k, v, g[k])
		}
	case float64:
		g, ok := got.(float64)
		if !ok || math.Abs(g-w) > 0.001 {
			t.Errorf("%s = %v, want %v", path, got, w)
		}
	default:
		if fmt.Sprint(want) != fmt.Sprint(got) {
			t.Errorf("%s = %v, want %v", path, got, want)
		}
	}
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func equalStrings(a, b []string) bool { return strings.Join(a, "\x00") == strings.Join(b, "\x00") }
