// Package baseline implements the classic single-document extractors the
// Content Seeker thesis (Louvan 2009, seed 001, chapter 3 and table 6.17)
// compares against, and two floors.
package baseline
