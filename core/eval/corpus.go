package eval

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/pith-reader/pith/core/charset"
)

// ErrUnknownPage is returned for a page id the corpus does not hold.
var ErrUnknownPage = errors.New("eval: unknown page")

// Gold is one line of a corpus's gold.jsonl. Fields a corpus does not know are
// empty; HasComments tells a missing "comments" key from an empty one, because
// score.py scores comments only for corpora where some gold line has the key.
type Gold struct {
	ID           string   `json:"id"`
	URL          string   `json:"url"`
	Title        string   `json:"title"`
	Byline       string   `json:"byline"`
	Lang         string   `json:"lang"`
	Published    string   `json:"published"`
	Type         string   `json:"type"`
	Category     string   `json:"category"`
	Article      string   `json:"article"`
	Comments     string   `json:"comments"`
	With         []string `json:"with"`
	Without      []string `json:"without"`
	CommentsWith []string `json:"comments_with"`
	Site         string   `json:"site"`

	HasComments bool `json:"-"`
}

// UnmarshalJSON decodes a gold line and records whether "comments" was present.
func (g *Gold) UnmarshalJSON(data []byte) error {
	type plain Gold
	var p plain
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	var keys struct {
		Comments json.RawMessage `json:"comments"`
	}
	if err := json.Unmarshal(data, &keys); err != nil {
		return err
	}
	*g = Gold(p)
	g.HasComments = keys.Comments != nil
	return nil
}

// Corpus is a gold file plus the directory of its pages. Pages are read from
// disk on demand, never all at once.
type Corpus struct {
	// Name is the last element of the corpus path, as score.py prints it.
	Name string
	// Dir is the corpus directory (holding gold.jsonl and pages/).
	Dir string
	// Golds are the gold lines in file order; a repeated id keeps its first
	// position and its last content, as a Python dict built from the lines does.
	Golds []Gold

	index map[string]int
}

// LoadCorpus reads dir/gold.jsonl.
func LoadCorpus(dir string) (*Corpus, error) {
	f, err := os.Open(filepath.Join(dir, "gold.jsonl"))
	if err != nil {
		return nil, fmt.Errorf("eval: %w", err)
	}
	defer f.Close()
	c, err := ReadGold(f)
	if err != nil {
		return nil, fmt.Errorf("eval: %s: %w", dir, err)
	}
	c.Dir = dir
	c.Name = corpusName(dir)
	return c, nil
}

// ReadGold reads gold lines (JSON Lines; blank lines skipped) into a Corpus
// without a directory, for callers that hold the gold elsewhere.
func ReadGold(r io.Reader) (*Corpus, error) {
	c := &Corpus{index: map[string]int{}}
	err := eachJSONLine(r, func(n int, line []byte) error {
		var g Gold
		if err := json.Unmarshal(line, &g); err != nil {
			return fmt.Errorf("gold line %d: %w", n, err)
		}
		c.add(g)
		return nil
	})
	return c, err
}

func (c *Corpus) add(g Gold) {
	if c.index == nil {
		c.index = map[string]int{}
	}
	if i, ok := c.index[g.ID]; ok {
		c.Golds[i] = g
		return
	}
	c.index[g.ID] = len(c.Golds)
	c.Golds = append(c.Golds, g)
}

// Gold returns the gold line of a page.
func (c *Corpus) Gold(id string) (Gold, bool) {
	i, ok := c.index[id]
	if !ok {
		return Gold{}, false
	}
	return c.Golds[i], true
}

// PagePath is where the raw bytes of a page are stored.
func (c *Corpus) PagePath(id string) string {
	return filepath.Join(c.Dir, "pages", id+".html.gz")
}

// PageBytes reads and gunzips one page as it was downloaded.
func (c *Corpus) PageBytes(id string) ([]byte, error) {
	if _, ok := c.index[id]; !ok {
		return nil, fmt.Errorf("%w: %q", ErrUnknownPage, id)
	}
	raw, err := charset.ReadFile(c.PagePath(id))
	if err != nil {
		return nil, fmt.Errorf("eval: %w", err)
	}
	return raw, nil
}

// PageText reads one page and decodes it to UTF-8 with charset.Decode.
func (c *Corpus) PageText(id string) (string, error) {
	raw, err := c.PageBytes(id)
	if err != nil {
		return "", err
	}
	text, _, err := charset.Decode(raw, "")
	return text, err
}

// corpusName mirrors score.py: a.corpus.rstrip("/").split("/")[-1].
func corpusName(dir string) string {
	dir = strings.TrimRight(dir, "/")
	return dir[strings.LastIndexByte(dir, '/')+1:]
}

// eachJSONLine calls fn with every non-blank line (1-based line numbers).
// Lines may be arbitrarily long.
func eachJSONLine(r io.Reader, fn func(n int, line []byte) error) error {
	br := bufio.NewReaderSize(r, 1<<16)
	for n := 1; ; n++ {
		line, err := br.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			if ferr := fn(n, line); ferr != nil {
				return ferr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
