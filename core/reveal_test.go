package core

import (
	"strings"
	"testing"
)

const hiddenStory = `<p>Our family baked these almond crisps for holidays long before we sold them. Each batch is rolled by hand, sliced thin and toasted twice, so the crisps keep for weeks in a tin.</p>
<p>They are low in fat, free of dairy and made without preservatives. Grandma's recipe used orange zest; the cranberry version came from a customer who asked for something tart.</p>
<p>Serve them with cheese, with coffee or straight from the bag on a long drive. One serving is five crisps and about a hundred and twenty calories.</p>
<p>Store them sealed, away from heat. The tin is recyclable and the bag inside is compostable in home compost within a season.</p>`

// A product page whose content waits in a display:none block for a script
// to show it: without a browser layout to say what shows, the block is
// read as shown.
func TestStyleHiddenContentIsRevealed(t *testing.T) {
	page := `<html><head><title>Almond crisps</title></head><body><div class="top"><a href="/">Shop</a></div>
<div class="product" style="display:none"><h1>Almond crisps</h1>` + hiddenStory + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "rolled by hand") {
		t.Errorf("the style-hidden story was not read: %q", res.Article.Text)
	}
}

// The block a script shows on load is shown; a popover hidden inside it
// (a tooltip's explanation behind an info button) stays closed, as the
// visitor sees it. A Dutch shop's page.
func TestTooltipInARevealedBlockStaysHidden(t *testing.T) {
	story := `<p>Onze familie bakte deze amandelkoekjes al voor de feestdagen lang voordat we ze verkochten. Elke partij wordt met de hand gerold, dun gesneden en twee keer geroosterd.</p>
<p>Ze bevatten weinig vet, geen zuivel en geen conserveermiddelen. Het recept van oma gebruikte sinaasappelschil; de versie met veenbessen kwam van een klant.</p>
<p>Eet ze bij kaas, bij de koffie of zo uit de zak tijdens een lange rit. Een portie is vijf koekjes en ongeveer honderdtwintig calorieën.</p>`
	tooltip := `<ul><li>100% echt<div class="popover"><button aria-label="Meer over echtheid">i</button><div style="display:none"><p>Alle producten komen rechtstreeks van de merken of van erkende verdelers en worden in gekoelde magazijnen bewaard tot de verzending.</p></div></div></li></ul>`
	page := `<html><head><title>Amandelkoekjes</title></head><body><div class="top"><a href="/">Winkel</a></div>
<div class="product" style="display:none"><h1>Amandelkoekjes</h1>` + tooltip + story + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "met de hand gerold") {
		t.Errorf("the style-hidden story was not read: %q", res.Article.Text)
	}
	if strings.Contains(res.Article.Text, "erkende verdelers") {
		t.Errorf("the tooltip's hidden text was revealed with the block around it: %q", res.Article.Text)
	}
}

// A page that shows its story keeps hidden blocks hidden: a closed panel
// is not content.
func TestHiddenPanelStaysHiddenBesideAStory(t *testing.T) {
	page := `<html><head><title>Almond crisps</title></head><body><article><h1>Almond crisps</h1>` + hiddenStory + `</article>
<div class="panel" style="display:none"><p>Sign up for our newsletter and get ten percent off your first order of crisps, cookies or tins.</p></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "newsletter") {
		t.Errorf("a hidden panel was revealed on a page that shows its story: %q", res.Article.Text)
	}
}

const shortStory = `<p>Our family baked these almond crisps for holidays long before we sold them. Each batch is rolled by hand, sliced thin and toasted twice, so the crisps keep for weeks in a tin.</p>
<p>They are low in fat, free of dairy and made without preservatives.</p>`

// SD takes the candidate closest to the root; when that is the site's
// copyright notice, the story (the densest other candidate) is the article.
func TestCopyrightNoticeIsNotTheArticle(t *testing.T) {
	notice := `<div class="legal"><p>Shop.com © Copyright 1997-2026 Shop, LLC. All rights reserved. Statements made about products sold through this website have not been evaluated by any food authority. They are not intended to diagnose, treat, cure or prevent any disease. Shop is not responsible for products sold by other websites.</p></div>`
	page := `<html><head><title>Almond crisps</title></head><body><h1>Almond crisps</h1>` + notice +
		`<div class="a"><div class="b"><div class="c"><div class="d">` + shortStory + `</div></div></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "rolled by hand") || strings.Contains(res.Article.Text, "All rights reserved") {
		t.Errorf("article = %q, want the story without the notice", res.Article.Text)
	}
}

// A site's "about" box in a sidebar, denser than a short post and closer
// to the root, is not the article: the post (the densest other candidate)
// is.
func TestSidebarAboutBoxIsNotTheArticle(t *testing.T) {
	about := `<div class="sidebar"><h3>About this blog</h3><p>Every day I experience life in the world of healthcare software, supporting three thousand doctors, eighteen thousand faculty and three million patients. In this blog I record my experiences, lessons learnt and the books I read on the train.</p></div>`
	page := `<html><head><title>Almond crisps</title></head><body><h1>Almond crisps</h1>` + about +
		`<div class="a"><div class="b"><div class="c"><div class="d">` + shortStory + `</div></div></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "rolled by hand") || strings.Contains(res.Article.Text, "healthcare") {
		t.Errorf("article = %q, want the post without the sidebar's about box", res.Article.Text)
	}
}

// A consent banner's preferences panel, dense prose near the root, is not
// the article.
func TestConsentPanelIsNotTheArticle(t *testing.T) {
	panel := `<div class="prefs"><p>Select your preferences. If you agree, we may use your personal information from this service, such as your past browsing history, to personalise ads and measure them. We also use cookies. You can accept all, or choose which purposes you consent to, and change your mind at any time in the settings.</p></div>`
	page := `<html><head><title>Almond crisps</title></head><body><h1>Almond crisps</h1>` + panel +
		`<div class="a"><div class="b"><div class="c"><div class="d">` + shortStory + `</div></div></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "rolled by hand") || strings.Contains(res.Article.Text, "cookies") {
		t.Errorf("article = %q, want the story without the consent panel", res.Article.Text)
	}
}
