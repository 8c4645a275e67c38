package core

import (
	"fmt"
	"strings"
	"testing"
)

// copiedNameCards are n product cards of an Italian roaster's category as
// a theme writes them for two layouts: the name on a link over the
// picture, in a heading the phone shows and in the heading the desktop
// shows; the regular and the sale price in blocks of their own, the same
// amount when there is no sale, each labelled for screen readers only;
// an empty unit price that only they read; the reviews' count named so
// for them too; a "quick view" button drawn by a custom element.
func copiedNameCards(n int) string {
	var b strings.Builder
	b.WriteString(`<ul class="product-grid">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<li class="grid__item"><div class="card"><a class="media-link" href="/prodotti/%d">Caffè tostato numero %d</a><img src="/i/%d.jpg" alt="">`+
			`<div class="card__content"><h3 class="card__heading"><a href="/prodotti/%d">Caffè tostato numero %d</a></h3></div>`+
			`<div class="card__content"><h3 class="card__heading h5"><a href="/prodotti/%d">Caffè tostato numero %d</a></h3>`+
			`<div class="price"><div class="price__regular"><span class="visually-hidden">Prezzo di listino</span> <span class="price-item">%d,90 €</span></div>`+
			`<div class="price__sale"><span class="visually-hidden">Prezzo scontato</span> <span class="price-item">%d,90 €</span></div>`+
			`<small class="unit-price"><span class="visually-hidden">Prezzo unitario</span> <span aria-hidden="true">/</span> <span class="visually-hidden">per</span></small></div>`+
			`<span class="reviews"><span class="sr-only">Numero di recensioni:</span> %d</span>`+
			`<quick-view-opener class="button quick-view"><span>Vista rapida</span></quick-view-opener></div></div></li>`, i, i, i, i, i, i, i, 10+i, 10+i, 100+i)
	}
	b.WriteString(`</ul>`)
	return b.String()
}

const roasterText = "Tostiamo in piccoli lotti chicchi scelti da cooperative del Perù, dell'Honduras e dell'Etiopia. Ogni lotto viene assaggiato prima di lasciare la torrefazione, e la data di tostatura è stampata su ogni sacchetto. "

func copiedNamePage() string {
	return `<html lang="it"><head><title>Caffè | Torrefazione</title><meta name="viewport" content="width=device-width"></head><body>` + listingMenu +
		`<main><h1>Caffè</h1><p class="blurb">Miscele tostate ogni settimana nella nostra torrefazione, in grani o macinate.</p>` + copiedNameCards(24) +
		`<section class="seo"><h2>Il nostro caffè</h2><p>` + strings.Repeat(roasterText, 3) + `</p><p>` + strings.Repeat(roasterText, 2) + `</p></section></main><footer><p>© Torrefazione. Tutti i diritti riservati.</p></footer></body></html>`
}

// copiedNameText is the article of copiedNamePage.
func copiedNameText(t *testing.T) string {
	t.Helper()
	res, err := Extract(copiedNamePage(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res.Article.Text
}

// A listing's card names its product once, as the page shows it: the
// copies of the name for another layout (and a link over the picture
// named as it) are left out, the heading stays.
func TestListingCardNamesItsProductOnce(t *testing.T) {
	text := copiedNameText(t)
	for _, i := range []int{1, 12, 24} {
		name := fmt.Sprintf("Caffè tostato numero %d\n", i)
		if n := strings.Count(text+"\n", name); n != 1 {
			t.Errorf("%q is written %d times, want once: %.300q", name, n, text)
		}
	}
	if !strings.Contains(text, "Caffè tostato numero 7\n\n17,90 €") {
		t.Errorf("the card's heading, then its price, wanted: %.300q", text)
	}
}

// A price's label kept for screen readers only ("Prezzo di listino"
// before the amount) is left out of a listing, which shows what the
// reader sees: the amount. A label for them before a count, no price,
// stays: it may be all that says what the number is.
func TestListingLeavesOutItsScreenReaderPriceLabels(t *testing.T) {
	text := copiedNameText(t)
	if strings.Contains(text, "Prezzo di listino") {
		t.Errorf("a price's label for screen readers is in the listing: %.300q", text)
	}
	if !strings.Contains(text, "19,90 €") || !strings.Contains(text, "Numero di recensioni: 109") {
		t.Errorf("the amount and the reviews' count with its label are wanted: %.300q", text)
	}
}

// A shop's card shows its amount once: the sale price's block, the
// same amount as the regular price's when there is no sale, is the
// theme's copy for the stylesheet to show instead.
func TestShopCardShowsItsPriceOnce(t *testing.T) {
	text := copiedNameText(t)
	if n := strings.Count(text, "17,90 €"); n != 1 {
		t.Errorf("the card's amount is written %d times, want once: %.300q", n, text)
	}
}

// A block of a shop's card that only screen readers read (an empty unit
// price: "Prezzo unitario … per") shows nothing to the reader.
func TestShopCardLeavesOutWhatOnlyScreenReadersRead(t *testing.T) {
	text := copiedNameText(t)
	if strings.Contains(text, "Prezzo unitario") {
		t.Errorf("a block only screen readers read is in the listing: %.300q", text)
	}
}

// A control drawn as a button in a shop's card ("Vista rapida", a custom
// element with class "button") is no text of the card.
func TestShopCardLeavesOutItsButtons(t *testing.T) {
	text := copiedNameText(t)
	if strings.Contains(text, "Vista rapida") {
		t.Errorf("a card's button is in the listing: %.300q", text)
	}
}
