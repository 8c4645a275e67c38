// Package mdfile writes the Markdown file of an extraction: YAML front
// matter, the title, the article's Markdown (core/render) and the comments
// or posts as quotes, one level per reply depth. The CLI (pith extract
// -format md) and the extension (the wasm's markdown(), which saves and
// copies Markdown) write it with this one implementation.
//
// Every piece of page text goes through the rules of core/render's
// Markdown writer (render.MarkdownText, render.MarkdownLine): the file
// holds no live HTML when a note app renders it with raw HTML allowed,
// whatever the page held. Front matter values are always double-quoted
// YAML strings with every control, quote and line separator escaped, so a
// value cannot end the front matter or add a key.
package mdfile
