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

// A German coffee shop's category: the header's promotions and the footer
// show, while the page's main landmark holds its product grid in a block
// an access-check script shows on load, beside the "access denied" notice
// it shows instead when the check fails and a newsletter dialog. The grid
// is read, with its items; the notice, the dialog and the menu hidden
// outside the landmark stay closed.
func TestHiddenGridInMainLandmarkIsRevealed(t *testing.T) {
	var grid strings.Builder
	for _, c := range []struct{ name, price string }{
		{"Haselnuss-Schokolade Kaffee", "19,99 €"}, {"Dunkle Röstung Bohnen", "17,49 €"},
		{"Espresso Röstung gemahlen", "18,99 €"}, {"Vanille Kaffeepads", "15,99 €"},
		{"Blaubeere gemahlen", "19,49 €"}, {"Mittlere Röstung Bohnen", "16,99 €"},
		{"Helle Röstung gemahlen", "16,49 €"}, {"Karamell Kaffeepads", "14,99 €"},
		{"Zimt Kaffeepads", "14,99 €"}, {"Entkoffeiniert gemahlen", "17,99 €"},
		{"Kalte Brühe Dose", "3,49 €"}, {"Probierpaket Röstungen", "24,99 €"},
	} {
		slug := strings.ToLower(strings.ReplaceAll(c.name, " ", "-"))
		grid.WriteString(`<li class="grid__item"><div class="card"><a href="/products/` + slug + `"><img src="/img/` + slug + `.jpg" alt="Eine Tüte ` + c.name + `"></a>` +
			`<h3 class="card__heading"><a href="/products/` + slug + `">` + c.name + `</a></h3><span class="price">` + c.price + `</span></div></li>`)
	}
	promo := `<div class="announcement"><p>Kostenloser Versand ab 40 € Bestellwert in ganz Deutschland und Österreich, jede Woche frisch geröstet und innerhalb von zwei Werktagen bei dir.</p>
<p>Spare 30 % auf deine erste Abo-Bestellung: wähle deine Sorte, den Rhythmus und die Menge, pausiere oder kündige jederzeit ohne Gebühren.</p></div>`
	footer := `<footer><p>Unsere Röstereien arbeiten mit fair gehandelten Bohnen aus Kooperativen in Peru, Honduras und Äthiopien. Jede Charge wird verkostet, bevor sie das Haus verlässt, und wir veröffentlichen jedes Jahr unseren Bericht zur Lieferkette.</p></footer>`
	menu := `<nav><a href="/">Start</a><div class="mega-menu" style="display:none"><ul><li><a href="/kaffee">Alle Kaffeesorten und Röstungen im Überblick für Einsteiger und Kenner</a></li><li><a href="/zubehoer">Zubehör, Mühlen, Filter und Tassen für zu Hause und unterwegs im Büro</a></li><li><a href="/geschenke">Geschenke, Gutscheine und Probierpakete für alle Kaffeeliebhaber</a></li><li><a href="/abo">Abonnements und Sparpakete mit Lieferung nach deinem Rhythmus</a></li><li><a href="/blog">Unser Blog mit Rezepten, Brühanleitungen und Geschichten von den Farmen</a></li><li><a href="/kontakt">Kontakt, Versand, Rückgabe und häufige Fragen zu Bestellungen</a></li><li><a href="/ueber-uns">Über uns, unsere Röstereien und die Menschen dahinter</a></li></ul></div></nav>`
	page := `<html lang="de"><head><title>Kaffee</title></head><body><header>` + menu + promo + `</header>
<main role="main"><div class="lock-notice" style="display:none"><h2>Zugriff verweigert</h2><p>Bitte melde dich mit deinem Kundenkonto an.</p></div>
<div class="signup" role="dialog" style="display:none"><h2>Newsletter</h2><p>` + strings.Repeat("Melde dich für unseren Newsletter an und erhalte jede Woche neue Rezepte, Brühtipps und Angebote aus unserer Rösterei direkt in dein Postfach. ", 5) + `</p></div>
<div class="lock-content" style="display:none"><h1>Kaffee</h1><p>Unsere Sorten werden jede Woche in kleinen Chargen geröstet: kräftig und dunkel für den Espresso am Morgen, mild und hell für den Filter am Nachmittag, aromatisiert für alle, die es süß mögen. Alle Bohnen sind fair gehandelt und biologisch angebaut.</p><p>12 Produkte</p><ul class="grid">` + grid.String() + `</ul></div></main>` + footer + `</body></html>`
	res, err := Extract(page, Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Dunkle Röstung Bohnen") || !strings.Contains(res.Article.Text, "17,49 €") {
		t.Errorf("the grid hidden in the main landmark was not read: %q", res.Article.Text)
	}
	if len(res.Items) < 12 {
		t.Errorf("items = %d, want the grid's 12 products", len(res.Items))
	}
	for _, closed := range []string{"Zugriff verweigert", "Mühlen, Filter", "Newsletter"} {
		if strings.Contains(res.Article.Text, closed) {
			t.Errorf("%q was shown: the notice beside the grid, the dialog in the landmark and the menu outside it stay closed: %q", closed, res.Article.Text)
		}
	}
	fired := false
	for _, s := range res.Trace {
		fired = fired || s.Step == "page.reveal-main"
	}
	if !fired {
		t.Error("no page.reveal-main step in the trace")
	}
}

// A main landmark that shows its content keeps its closed blocks closed,
// though they hold more text than the landmark shows. A Spanish shop's
// page with its size guide and shipping terms behind buttons.
func TestMainShowingItsContentKeepsPanesClosed(t *testing.T) {
	shown := `<h1>Galletas de almendra</h1><p>Nuestra familia horneaba estas galletas de almendra para las fiestas mucho antes de venderlas. Cada tanda se amasa a mano, se corta fina y se tuesta dos veces, de modo que se conservan durante semanas en una lata.</p><p>Son bajas en grasa, sin lácteos y sin conservantes; la receta de la abuela llevaba ralladura de naranja.</p><p>Sírvelas con queso, con café o directamente de la bolsa en un viaje largo.</p>`
	terms := `<p>Envíos a toda la península en 48 horas laborables; las islas y Portugal en cuatro días. Las devoluciones son gratuitas durante treinta días si el paquete está sin abrir y en su embalaje original, y el reembolso llega a la tarjeta en una semana. Las latas se reciclan en el contenedor amarillo y la bolsa interior es compostable en casa en una temporada.</p>`
	closed := `<div class="drawer" style="display:none">` + strings.Repeat(terms, 6) + `</div>`
	page := `<html lang="es"><head><title>Galletas</title></head><body><main>` + shown + closed + `</main></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "se amasa a mano") || strings.Contains(res.Article.Text, "contenedor amarillo") {
		t.Errorf("article = %q, want the shown story without the closed drawer", res.Article.Text)
	}
}
