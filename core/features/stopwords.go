package features

import "strings"

// Stop words of several languages (seed 001 §4.1.5 stopWordRatio; the thesis
// used English only). Prose has many of them and menus, tag clouds and
// footers few, whatever the language. The lists are the most frequent
// function words of each language, lower-case.
var stopLists = []string{
	// English
	`a about after all also an and any are as at be because been but by can could did do does
	for from had has have he her his how i if in into is it its just may me more most my no not
	of on one or our out over said she so some than that the their them then there these they
	this to up was we were what when which who will with would you your`,
	// German
	`aber alle als am an auch auf aus bei bin bis das dass dem den der des die dies doch du durch
	ein eine einem einen einer es für hat hatte ich ihr im in ist ja kann mit nach nicht noch nur
	oder sich sie sind so um und uns von war was wenn wie wir wird zu zum zur über`,
	// French
	`au aux avec ce ces cette dans de des du elle en est et il ils je la le les leur lui mais me
	même ne nous on ou par pas pour qu que qui sa se ses son sont sur ta te un une vous à été être`,
	// Spanish
	`al como con de del el en era es esta está fue ha la las le lo los más mi muy no nos o para
	pero por que se ser si sin sobre su sus también un una y ya él`,
	// Italian
	`al alla anche che chi come con da dal dei del della di e gli ha il in la le lo ma mi ne nel
	non o per più quando se si sono su sua suo tra un una è`,
	// Portuguese
	`ao aos as com como da das de do dos e ela ele em entre era essa este foi isso já mais mas
	na nas no nos não o os ou para pela pelo por que se sem seu sua são também um uma à é`,
	// Dutch
	`aan al als bij dat de die dit door een en er had heeft het hij in is je maar met naar niet
	nog of om ook op te tot uit van voor was wat we werd wordt zal ze zich zijn`,
}

var stopWords = func() map[string]struct{} {
	m := make(map[string]struct{}, 600)
	for _, list := range stopLists {
		for _, w := range strings.Fields(list) {
			m[w] = struct{}{}
		}
	}
	return m
}()

// stopShape[len][first byte] is set when some stop word has that length
// and first byte: most words are ruled out before the map is asked.
var stopShape = func() (t [maxStopLen + 1][256]bool) {
	for w := range stopWords {
		t[len(w)][w[0]] = true
	}
	return t
}()

// maxStopLen is the longest stop word in bytes ("también", "because").
const maxStopLen = 8

// isStopWord looks a lower-cased word up without allocating.
func isStopWord(w []byte) bool {
	if len(w) == 0 || len(w) > maxStopLen || !stopShape[len(w)][w[0]] {
		return false
	}
	_, ok := stopWords[string(w)]
	return ok
}
