// Package charset turns the bytes of a downloaded page into UTF-8 text.
//
// It belongs to the native edge only (the CLI, the corpus loader): in the browser
// the page is already text, so the wasm core never imports this package and never
// pays for golang.org/x/text's tables.
//
// # Order of evidence
//
// Decode looks at the evidence in this order and stops at the first that decides:
//
//  1. Valid UTF-8 wins (after a UTF-8 byte order mark is stripped). Declarations
//     on the web are often wrong — a server header left at ISO-8859-1 while the
//     CMS writes UTF-8, a template copied from another site — but bytes that are
//     valid UTF-8 and contain non-ASCII characters are almost never anything
//     else: a legacy single-byte text passes the UTF-8 validity check only if
//     every accented letter happens to be followed by exactly the continuation
//     bytes UTF-8 expects. Pure ASCII is valid UTF-8 too, and decodes the same
//     under every ASCII-compatible declaration. One exception is checked: ASCII
//     text stored as UTF-16 without a byte order mark is also valid UTF-8 (its
//     zero bytes are NUL characters), so a text with many zero bytes at even or
//     odd positions is decoded as UTF-16.
//  2. A UTF-16 byte order mark (little or big endian).
//  3. Mostly valid UTF-8: when at least 99% of the multi-byte sequences are valid
//     (and there are enough of them to count), the page is UTF-8 with a few
//     broken bytes (a truncated excerpt, one pasted legacy string); the broken
//     bytes become U+FFFD and the rest of the page stays right. This comes before
//     the declarations for the same reason as step 1.
//  4. The charset parameter of the HTTP Content-Type header.
//  5. A <meta charset> or <meta http-equiv=content-type content="...charset=...">
//     in the first 4 KiB (the WHATWG prescan looks at 1 KiB; real pages put long
//     scripts and comments first, so we look further).
//     A declared UTF-8 that failed step 1 is not trusted: it falls through to 6.
//  6. A sniff: the bytes are scored under UTF-8, windows-1252, Shift_JIS, EUC-JP,
//     GB18030, Big5 and EUC-KR, and the encoding with the lowest cost wins. The
//     cost counts invalid sequences heavily and implausible ones lightly (a
//     windows-1252 byte that is neither a letter next to a letter nor common
//     punctuation, a double-byte character outside the common region of its
//     character set, kana read as Chinese); see sniff.go for the table. Ties go
//     to windows-1252, the web's default for undeclared legacy pages.
//
// Labels are resolved with the WHATWG encoding index (golang.org/x/text's
// htmlindex), so "iso-8859-1" and "latin1" mean windows-1252, as browsers do.
// Labels that map to the "replacement" encoding are ignored.
//
// Decode never panics and never fails on malformed input: invalid bytes become
// U+FFFD. DecodeFile adds reading a file and transparently gunzipping ".gz".
package charset
