package clean

import (
	"slices"
	"strconv"

	"golang.org/x/net/html/atom"
)

// noiseMapRules name the page's boilerplate outside the article and the
// comments, for the noise map the extension paints on the live page:
// density methods see little of it (its text is mostly links), yet it is
// what a reader wants painted. They run in the default pipeline only, on
// the outermost blocks outside what is shown.
var noiseMapRules = []Rule{
	{Name: "outside-chrome-tag", Question: "Is it a <nav>, <aside>, <header> or <footer>?",
		Pages: DefaultPipeline, Tags: chromeTags, Test: "TestGoldenPages", block: outsideChromeTag},
	{Name: "outside-noise-word", Question: "Does its class or id name boilerplate?",
		Pages: DefaultPipeline, Tags: mapTags, Test: "TestGoldenPages", block: outsideNoiseWord},
	{Name: "outside-link-list", Question: "Is it a list of three or more links, most of its text?",
		Pages: DefaultPipeline, Tags: mapTags, Test: "TestGoldenPages", block: outsideLinkList},
}

// mapTags are the blocks the noise map names by their class or links.
var mapTags = []atom.Atom{atom.Div, atom.Section, atom.Ul, atom.Ol, atom.Table, atom.Form}

// NoiseMapRules returns the rules of the noise map, in the order they are
// asked.
func NoiseMapRules() []Rule { return slices.Clone(noiseMapRules) }

// NoiseMap says why a block outside the content is boilerplate, or "": the
// rule's name, then its reason ("outside-chrome-tag: <nav> outside the
// article").
func (c *Cleaner) NoiseMap(id int) string {
	tag := c.doc.Tag(id)
	for _, r := range c.noiseMap {
		if r.Tags != nil && !slices.Contains(r.Tags, tag) {
			continue
		}
		if why := r.block(c, id, nil); why != "" {
			return r.Name + ": " + why
		}
	}
	return ""
}

func outsideChromeTag(c *Cleaner, id int, _ *pass) string {
	return "<" + c.doc.Elems[id].Data + "> outside the article"
}

func outsideNoiseWord(c *Cleaner, id int, _ *pass) string {
	if w, ok := c.pg.NoiseWord(id); ok {
		return "class/id says " + strconv.Quote(w)
	}
	return ""
}

func outsideLinkList(c *Cleaner, id int, _ *pass) string {
	if c.st.Links[id] >= 3 && c.st.LinkDensity(id) > 0.5 {
		return "link list (link density " + strconv.FormatFloat(c.st.LinkDensity(id), 'f', 2, 64) + ")"
	}
	return ""
}
