module github.com/pith-reader/pith

go 1.26.8

require (
	github.com/PuerkitoBio/goquery v1.13.0
	github.com/hack-pad/safejs v0.1.1
	github.com/yuin/goldmark v1.8.7
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0
)

require github.com/andybalholm/cascadia v1.3.4 // indirect
