package core

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// sitePage is one page of a hand-written news site: the same header, menu,
// "about us" side panel (long prose, so it looks like content on one page
// alone) and footer on every page, around a different story.
func sitePage(title string, story []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<!doctype html><html><head><title>%s — The Valley Courier</title></head><body>
<div class="masthead"><a href="/">The Valley Courier</a>
<ul class="menu"><li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li><li><a href="/weather">Weather</a></li></ul></div>
<div class="columns">
<div class="about"><h3>About the Courier</h3>
<p>The Valley Courier has reported on the towns of the river valley since 1898, from the council chamber to the cattle market, and it is still owned by the families who read it every morning over breakfast.</p>
<p>Our reporters live in the valley, walk its streets and answer their own telephones; write to the editor with anything you think the valley should know about, and we will read every letter that arrives.</p>
<p>Subscriptions are delivered before seven by bicycle in town and by van in the hills, and the printed edition still carries the tide tables, the livestock prices and the crossword that our readers have loved for generations.</p>
</div>
<div class="story-body"><h1>%s</h1>
`, title, title)
	for _, p := range story {
		fmt.Fprintf(&b, "<p>%s</p>\n", p)
	}
	b.WriteString(`</div></div>
<div class="footer"><p>© 2026 The Valley Courier. All rights reserved. Printed on recycled paper at the mill on Water Lane; the Courier is a member of the regional press council and follows its code of practice on accuracy, privacy and corrections.</p></div>
</body></html>`)
	return b.String()
}

var siteStories = []struct {
	title string
	paras []string
}{
	{"Bridge repairs close the ford road", []string{
		"Engineers closed the old ford road on Monday after divers found cracked stones under the second arch of the bridge.",
		"The county expects the repairs to take six weeks, and buses will detour through Millbrook while the masons rebuild the pier.",
		"Shopkeepers on Bridge Street worry that the detour will keep visitors away during the busiest weeks of the summer.",
	}},
	{"Orchard wins the regional cider prize", []string{
		"Hollins Orchard took first place at the regional cider fair with a dry blend of russet and bramley apples pressed in October.",
		"The judges praised its clean finish and the orchard plans to double its pressing next autumn with a second hand-cranked press.",
		"Volunteers picked the fruit over three weekends, and the prize money will pay for new grafts of the old valley varieties.",
	}},
	{"School choir sings at the cathedral", []string{
		"Forty children from the primary school sang at the cathedral on Sunday, the first time the choir has left the valley.",
		"Their teacher arranged three folk songs for treble voices, and the organist accompanied them in a hymn written for the occasion.",
		"Parents hired two coaches for the trip, and the children ate their packed lunches on the cathedral green under the plane trees.",
	}},
}

func siteFixture() []string {
	pages := make([]string, len(siteStories))
	for i, s := range siteStories {
		pages[i] = sitePage(s.title, s.paras)
	}
	return pages
}

// TestLearnSiteProfilePicksTheStory learns a profile from two pages of the
// site and extracts the third with it: FOREST's wrapper lands on the story,
// not on the side panel shared by every page.
func TestLearnSiteProfilePicksTheStory(t *testing.T) {
	pages := siteFixture()
	profile, err := LearnSite(pages[:2], []string{"https://courier.example/a", "https://courier.example/b"})
	if err != nil {
		t.Fatal(err)
	}
	hasForest := len(builtIn("forest")) == 1
	if profile.Template == nil || hasForest != (profile.Wrapper != nil) {
		t.Fatalf("profile lacks a part (forest built in: %v): %+v", hasForest, profile)
	}
	if hasForest && !strings.Contains(profile.Wrapper.Selector, "story") {
		t.Errorf("wrapper selector = %q, want the story block", profile.Wrapper.Selector)
	}
	if profile.Template.K != 2 || hasForest && profile.Wrapper.Pages != 2 {
		t.Errorf("learnt from %d pages (template), want 2", profile.Template.K)
	}
	// The profile is plain JSON and survives the round trip the extension
	// makes through storage.local.
	raw, err := json.Marshal(profile)
	if err != nil {
		t.Fatal(err)
	}
	var back SiteProfile
	if err := json.Unmarshal(raw, &back); err != nil {
		t.Fatal(err)
	}
	for _, algo := range builtIn("forest", "template") {
		t.Run(algo, func(t *testing.T) {
			res, err := Extract(pages[2], Options{Algorithm: algo, Site: &back})
			if err != nil {
				t.Fatal(err)
			}
			text := res.Article.Text
			if !strings.Contains(text, "Forty children") || !strings.Contains(text, "plane trees") {
				t.Errorf("the story is missing: %q", text)
			}
			for _, noise := range []string{"since 1898", "recycled paper", "Sport"} {
				if strings.Contains(text, noise) {
					t.Errorf("site chrome %q kept in %q", noise, text)
				}
			}
		})
	}
}

// TestSiteFixtureNeedsTheProfile pins that the fixture is hard for one page
// alone: without the profile both methods take the "about" panel too, so
// the test above passes because of the profile.
func TestSiteFixtureNeedsTheProfile(t *testing.T) {
	page := siteFixture()[2]
	for _, algo := range builtIn("forest", "template") {
		res, err := Extract(page, Options{Algorithm: algo})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(res.Article.Text, "since 1898") {
			t.Errorf("%s without a profile left the side panel out; the fixture no longer tests the profile", algo)
		}
	}
}

func TestLearnSiteBounds(t *testing.T) {
	pages := siteFixture()
	many := append(append(append([]string{}, pages...), pages...), pages...) // 9 pages
	profile, err := LearnSite(many, nil)
	if err != nil {
		t.Fatal(err)
	}
	if profile.Template.K != MaxSitePages {
		t.Errorf("learnt from %d pages, want the cap %d", profile.Template.K, MaxSitePages)
	}
	// A page past MaxSitePageBytes is cut, not refused.
	huge := strings.Replace(pages[0], "</div></div>", "<p>"+strings.Repeat("filler words here ", (MaxSitePageBytes/18)+10)+"</p></div></div>", 1)
	if _, err := LearnSite([]string{huge, pages[1]}, nil); err != nil {
		t.Errorf("a huge page: %v", err)
	}
}

func TestLearnSiteErrors(t *testing.T) {
	pages := siteFixture()
	tests := []struct {
		name  string
		pages []string
		urls  []string
		want  error
	}{
		{"no pages", nil, nil, ErrSiteTooFewPages},
		{"one page", pages[:1], nil, ErrSiteTooFewPages},
		{"one usable page", []string{pages[0], "   "}, nil, ErrSiteTooFewPages},
		{"urls do not pair", pages[:2], []string{"https://a.example/"}, ErrSiteURLs},
		{"relative url", pages[:2], []string{"/a", "/b"}, ErrSiteURLs},
		{"two sites", pages[:2], []string{"https://a.example/x", "https://b.example/y"}, ErrSiteURLs},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := LearnSite(tt.pages, tt.urls)
			if !errors.Is(err, tt.want) || p != nil {
				t.Errorf("got %v, %v; want %v", p, err, tt.want)
			}
		})
	}
}

func TestDefaultPipelineUsesTheSiteProfile(t *testing.T) {
	pages := siteFixture()
	profile, err := LearnSite(pages[:2], []string{"https://courier.example/a", "https://courier.example/b"})
	if err != nil {
		t.Fatal(err)
	}
	without, err := Extract(pages[2], Options{})
	if err != nil {
		t.Fatal(err)
	}
	with, err := Extract(pages[2], Options{Site: profile})
	if err != nil {
		t.Fatal(err)
	}
	const panel = "has reported on the towns"
	if !strings.Contains(without.Article.Text, panel) {
		t.Skip("the page alone no longer pulls the side panel in; the profile has nothing to show here")
	}
	if strings.Contains(with.Article.Text, panel) || !strings.Contains(with.Article.Text, "Forty children") {
		t.Errorf("with the site profile the article is %q", with.Article.Text)
	}
}

// builtIn keeps the methods this build registers (the pith_lean build
// leaves FOREST out).
func builtIn(names ...string) []string {
	var out []string
	for _, n := range names {
		if slices.Contains(Algorithms(), n) {
			out = append(out, n)
		}
	}
	return out
}

// TestLearnSiteFromTrees: pages captured as trees (the extension keeps them
// so) teach the same profile as their HTML.
func TestLearnSiteFromTrees(t *testing.T) {
	pages := siteFixture()
	var trees []string
	for _, p := range pages {
		root, err := html.Parse(strings.NewReader(p))
		if err != nil {
			t.Fatal(err)
		}
		trees = append(trees, dom.EncodeTree(root))
	}
	fromHTML, err := LearnSite(pages, nil)
	if err != nil {
		t.Fatal(err)
	}
	fromTrees, err := LearnSite(trees, nil)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(fromHTML)
	b, _ := json.Marshal(fromTrees)
	if string(a) != string(b) {
		t.Errorf("profiles differ:\nhtml  %.300s\ntrees %.300s", a, b)
	}
}
