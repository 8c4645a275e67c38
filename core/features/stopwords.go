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

// stopBuckets[len][first byte] holds the stop words of that length and
// first byte, packed in a uint64 (packWord): a lookup compares a word with
// the few of its bucket instead of hashing it (a map lookup per word of the
// page was a percent of an extraction).
var stopBuckets = func() (t [maxStopLen + 1][256][]uint64) {
	for w := range stopWords {
		t[len(w)][w[0]] = append(t[len(w)][w[0]], packWord([]byte(w)))
	}
	return t
}()

// maxStopLen is the longest stop word in bytes ("también", "because"): a
// stop word fits a uint64.
const maxStopLen = 8

// packWord packs a word of at most 8 bytes into a uint64.
func packWord(w []byte) uint64 {
	var x uint64
	for i, b := range w {
		x |= uint64(b) << (8 * i)
	}
	return x
}

// IsStopWord reports a lower-cased word of the stop lists (en, de, fr,
// es, it, pt, nl): a function word, which names nothing.
func IsStopWord(w string) bool { return isStopWord([]byte(w)) }

// isStopWord looks a lower-cased word up without allocating.
func isStopWord(w []byte) bool {
	if len(w) == 0 || len(w) > maxStopLen {
		return false
	}
	bucket := stopBuckets[len(w)][w[0]]
	if len(bucket) == 0 {
		return false
	}
	x := packWord(w)
	for _, y := range bucket {
		if x == y {
			return true
		}
	}
	return false
}
