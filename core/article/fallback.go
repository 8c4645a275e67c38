package article

// A page of many small sections (a service page: a claim, a row of
// benefits, a FAQ) has no dense region; SD's densest block is one answer
// of the FAQ. When the article found is that small and the body around
// it is mostly prose (few links), the cleaned body is the better answer.
const (
	maxFragmentChars     = 400 // the article text (bytes) below which it may be a fragment
	fragmentOfBody       = 6   // the body's visible text is this many times the article's
	maxFragmentBodyLinks = 0.3
)

// fragmentOfPage reports an article text that is a fragment of a page of
// small sections (see maxFragmentChars).
func (f *finder) fragmentOfPage(article string) bool {
	body := f.doc.Body
	if body < 0 || len(article) >= maxFragmentChars {
		return false
	}
	chars, links := f.st.Chars[body], f.st.LinkChars[body]
	for id := range f.ctx.Excluded {
		chars, links = chars-f.st.Chars[id], links-f.st.LinkChars[id]
	}
	return chars >= int32(fragmentOfBody*len(article)) && float64(links) <= maxFragmentBodyLinks*float64(chars)
}
