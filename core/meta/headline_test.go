package meta

import (
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

// The title is the headline the page shows: an <h1> that is a metadata
// title's first part (the rest names the documentation set) or the same
// headline reworded replaces it; on an article the metadata title stays
// unless the <h1> repeats the JSON-LD headline;
// a shorter name within the title, a hidden <h1>, an <h1> naming the site
// and an unrelated <h1> change nothing.
func TestShownHeadline(t *testing.T) {
	tests := []struct {
		name, head, body, want string
	}{
		{"documentation set after the headline",
			`<title>Getting started — Widgetry Documentation (2.0.x)</title>`,
			`<h1>Getting started¶</h1>`, "Getting started"},
		{"search wording of the headline",
			`<title>Top 9 Ways to Water Ferns | Fernhouse</title><meta property="og:title" content="Top 9 Ways to Water Ferns | Fernhouse">`,
			`<h1>9 Ways to Water Ferns Without Drowning Them</h1>`, "9 Ways to Water Ferns Without Drowning Them"},
		{"an article reworded in its heading",
			`<title>Top 9 Ways to Water Ferns | Fernhouse</title><meta property="og:type" content="article"><meta property="og:title" content="Top 9 Ways to Water Ferns">`,
			`<h1>9 Ways to Water Ferns Without Drowning Them</h1>`, "9 Ways to Water Ferns Without Drowning Them"},
		{"an article's heading repeats one of its metadata titles",
			`<title>Ferns, watered | Fernhouse</title><meta property="og:type" content="article"><meta property="og:title" content="How to water ferns in winter">
			<meta name="twitter:title" content="Why ferns need less water in winter">`,
			`<h1>Why ferns need less water in winter</h1>`, "How to water ferns in winter"},
		{"an article's heading repeats its JSON-LD headline",
			`<title>Ferns, watered | Fernhouse</title><meta property="og:type" content="article"><meta property="og:title" content="Ferns, watered">
			<script type="application/ld+json">{"@type": "Article", "name": "Ferns, watered", "headline": "Why ferns need less water in winter"}</script>`,
			`<h1>Why ferns need less water in winter</h1>`, "Why ferns need less water in winter"},
		{"another page's heading repeats one of its metadata titles",
			`<title>Ferns, watered | Fernhouse</title><meta property="og:title" content="How to water ferns in winter">
			<meta name="twitter:title" content="Why ferns need less water in winter">`,
			`<h1>Why ferns need less water in winter</h1>`, "Why ferns need less water in winter"},
		{"a shorter name within the title",
			`<title>AI-Powered Garden Planner that Grows With You</title>`,
			`<h1>Garden Planner</h1>`, "AI-Powered Garden Planner that Grows With You"},
		{"a hidden heading",
			`<title>Getting started — Widgetry Documentation (2.0.x)</title>`,
			`<h1 hidden>Getting started</h1>`, "Getting started — Widgetry Documentation (2.0.x)"},
		{"the site's name in the heading",
			`<title>Fern care in winter: what to water and when - Fernhouse Forum</title><meta property="og:site_name" content="Fernhouse Forum">`,
			`<h1>Fernhouse Forum</h1>`, "Fern care in winter: what to water and when"},
		{"a name in parentheses after the headline",
			`<title>The Paper-Folding Puzzle (Ada Quill)</title>`,
			`<h1>Ada Quill's Folding Pages:</h1><h1>The Paper-Folding Puzzle</h1>`, "The Paper-Folding Puzzle"},
		{"a section number before the heading",
			`<title>Loft - Sweep and Extrude</title>`,
			`<h1>15 - Tutorial: Sweep, Loft, and Extrude</h1>`, "Tutorial: Sweep, Loft, and Extrude"},
		{"the same words punctuated otherwise",
			`<title>Fern Care - The Complete Guide 2025</title>`,
			`<h1>Fern Care: The Complete Guide 2025</h1>`, "Fern Care: The Complete Guide 2025"},
		{"a tagline sharing two words",
			`<title>Garden Planning Tools | Fernhouse</title><meta property="og:site_name" content="Fernhouse">`,
			`<h1>Grow more with the #1 garden planning and watering app</h1>`, "Garden Planning Tools"},
		{"a story's headline link beside its source link and comment count",
			`<title>Grads Find Their Degrees No Longer Guarantee Jobs - Newsdot</title><meta property="og:title" content="Grads Find Their Degrees No Longer Guarantee Jobs - Newsdot">`,
			`<h1 class="story"><span class="story-title"><a href="/story/1">Grads Find Their Degrees No Longer Guarantee Jobs</a> <span><a href="https://news.example.com/x">(example.com)</a></span></span> <span class="comment-bubble"><a href="/story/1#comments">87</a></span></h1>`,
			"Grads Find Their Degrees No Longer Guarantee Jobs"},
		{"a thread's prefix label before its title",
			`<title>News - Digital Cameras: A 2024 "status symbol"? | Camera Club</title><meta property="og:title" content="News - Digital Cameras: A 2024 &quot;status symbol&quot;?">`,
			`<h1 class="p-title-value"><span class="label label--green">News</span><span class="label-append">&nbsp;</span>Digital Cameras: A 2024 "status symbol"?</h1>`,
			`Digital Cameras: A 2024 "status symbol"?`},
		{"a phrase emphasised within a longer heading is no headline",
			`<title>Why we buy cameras | Camera Club</title><meta property="og:title" content="Why we buy cameras">`,
			`<h1>Cameras: <em>Why we buy cameras</em> as status symbols in a world of phones</h1>`,
			`Cameras: Why we buy cameras as status symbols in a world of phones`},
		{"an unrelated heading",
			`<title>Deploy servers close to your users</title>`,
			`<h1>Build fast. Run any code fearlessly.</h1>`, "Deploy servers close to your users"},
	}
	for _, tc := range tests {
		if got := readTestPage(t, tc.head, tc.body, "https://www.example.org/a").Title; got != tc.want {
			t.Errorf("%s: title = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestWithoutSectionNumber(t *testing.T) {
	for in, want := range map[string]string{
		"15 - Tutorial: Sweep":  "Tutorial: Sweep",
		"2.3. Installing":       "Installing",
		"11 SEO Strategies":     "11 SEO Strategies",
		"1.5 million downloads": "1.5 million downloads",
		"2025":                  "2025",
	} {
		if got := withoutSectionNumber(in); got != want {
			t.Errorf("withoutSectionNumber(%q) = %q, want %q", in, got, want)
		}
	}
}

// A declared site name that holds a separator itself is dropped whole.
func TestWithoutWholeSiteName(t *testing.T) {
	page := `<html><head><title>The Beginner's Guide to Rowing Machines - Oar House | Affordable 24/7 Gyms Near You</title>
	<meta property="og:title" content="The Beginner's Guide to Rowing Machines - Oar House | Affordable 24/7 Gyms Near You">
	<meta property="og:site_name" content="Oar House | Affordable 24/7 Gyms Near You"></head><body><p>Text.</p></body></html>`
	if got, want := readPage(t, page).Title, "The Beginner's Guide to Rowing Machines"; got != want {
		t.Errorf("title = %q, want %q", got, want)
	}
}

// A metadata title cut at a length limit is completed by another title of
// the page that goes on with more words, never by one that goes on with a
// separator or a site's name.
func TestUntruncated(t *testing.T) {
	titles := []string{"Three Ways to Arrange a Small Room (Including One Trick That Works)", "Three Ways to Arrange a Small Room (Including One Trick That Works) |"}
	if got, want := untruncated("Three Ways to Arrange a Small Room (Including", titles), titles[0]; got != want {
		t.Errorf("untruncated = %q, want %q", got, want)
	}
	if got, want := untruncated("What will the trend be in the watch...", []string{"What will the trend be in the watch market in 2024?"}), "What will the trend be in the watch market in 2024?"; got != want {
		t.Errorf("untruncated = %q, want %q", got, want)
	}
	for _, other := range []string{"The 16 Best Boxes in 2025 |", "The 16 Best Boxes in 2025 - Box Club", "The 16 Best Boxes", "The 16 Best Boxes in 2025 (with Pictures)"} {
		if got := untruncated("The 16 Best Boxes in 2025", []string{other}); got != "The 16 Best Boxes in 2025" {
			t.Errorf("untruncated beside %q = %q, want the title as it is", other, got)
		}
	}
}

// A listing's category name is its first shown <h1> that shares a word
// with the title; not one labelling a part of the page, not one the title
// begins with in its own typography, not the site's name.
func TestCategoryName(t *testing.T) {
	tests := []struct{ name, head, body, want string }{
		{"the category beside a search title",
			`<title>Modern Sofas &amp; Couches - Homestore</title><meta property="og:site_name" content="Homestore">`,
			`<h1>Sofas &amp; sectionals</h1>`, "Sofas & sectionals"},
		{"a label over a front page's feed",
			`<title>Maker Community</title>`, `<h1>Posts</h1>`, ""},
		{"the title's own name typed otherwise",
			`<title>Men's Running Shoes. Shoeshop.com</title>`, `<h1>Mens Running Shoes</h1>`, ""},
		{"the title's own name qualified for search",
			`<title>GPUs &amp; Video Graphics Cards for PCs | Shoeshop</title><meta property="og:site_name" content="Shoeshop">`,
			`<h1>GPUs / Video Graphics Cards</h1>`, "GPUs / Video Graphics Cards"},
		{"the title's name written out (in French)",
			`<title>Barbecue à gaz - Boutique</title><meta property="og:site_name" content="Boutique">`, `<h1>Barbecue Gaz</h1>`, ""},
		{"the title's name written out (in Spanish)",
			`<title>Zapatillas de running | Tienda</title><meta property="og:site_name" content="Tienda">`, `<h1>Zapatillas Running</h1>`, ""},
		{"the title's own name, then the site's (in German)",
			`<title>Herren Laufschuhe – Laufladen</title><meta property="og:site_name" content="Laufladen">`, `<h1>Herren-Laufschuhe</h1>`, ""},
		{"the site's name",
			`<title>Top Rated Camp Stoves for Every Trip | Outfitters Co-op</title><meta property="og:site_name" content="Outfitters Co-op">`,
			`<h1>Outfitters Co-op</h1><h1>Camp stoves</h1>`, "Camp stoves"},
		{"a hidden heading",
			`<title>Modern Sofas &amp; Couches</title>`, `<h1 hidden>Sofas &amp; sectionals</h1>`, ""},
	}
	for _, tc := range tests {
		if got := readTestPage(t, tc.head, tc.body, "https://www.example.org/c/x").CategoryName; got != tc.want {
			t.Errorf("%s: category name %q, want %q", tc.name, got, tc.want)
		}
	}
}

// readTestPage reads the metadata of a page of head and body (and a
// paragraph after it) at address; an element with the hidden attribute
// is not shown.
func readTestPage(t *testing.T, head, body, address string) Metadata {
	t.Helper()
	doc, err := dom.Parse(`<html><head>`+head+`</head><body>`+body+`<p>Text.</p></body></html>`, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	hidden := make([]bool, doc.Len())
	for id, el := range doc.Elems {
		hidden[id] = dom.HasAttr(el, "hidden")
	}
	return Read(doc, hidden, address)
}
