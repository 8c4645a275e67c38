// Package peers runs the extractors pith is measured against — go-trafilatura,
// go-readability and go-domdistiller — behind one small interface, so the
// `peers` command can score them (batch) and time them against the parse-only
// floor and pith's own default pipeline (speed).
//
// It lives in the separate module github.com/pith-reader/pith/bench: the core
// module never depends on a peer.
//
// Every system receives the same input: the page decoded to a UTF-8 string
// (see Decode) and the page URL when the corpus knows it. Peers are called
// through their document entry points on a tree parsed by golang.org/x/net/html
// (trafilatura.ExtractDocument, readability.FromDocument, distiller.Apply), so
// their own charset guessing (go-shiori/dom runs chardet on the bytes it is
// given) cannot undo the decoding; the parse is part of each peer's time.
//
// Text: go-trafilatura and go-domdistiller produce text with block breaks
// (ContentText, Result.Text). go-readability's TextContent is the DOM
// textContent, which glues words across block boundaries ("Title</h1><p>Body"
// becomes "TitleBody"), so its text is taken from the article node with
// BlockText, which breaks lines around block elements as innerText does.
package peers
