package indexer

import (
	"sync"

	"github.com/PuerkitoBio/goquery"
	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
)

// Selectors are compiled once: goquery's Find(string) compiles on every
// call, which dominated parsing a 100-row page (20 fields × 100 rows).
var selCache sync.Map // css → goquery.Matcher

// matcher answers the compiled css; an invalid selector matches nothing.
func matcher(css string) goquery.Matcher {
	if m, ok := selCache.Load(css); ok {
		return m.(goquery.Matcher)
	}
	var m goquery.Matcher
	if g, err := cascadia.Compile(css); err == nil {
		m = g
	} else {
		m = nothing{}
	}
	selCache.Store(css, m)
	return m
}

type htmlNode = html.Node

type nothing struct{}

func (nothing) Match(*htmlNode) bool             { return false }
func (nothing) MatchAll(*htmlNode) []*htmlNode   { return nil }
func (nothing) Filter(n []*htmlNode) []*htmlNode { return nil }

func find(sel *goquery.Selection, css string) *goquery.Selection {
	return sel.FindMatcher(matcher(css))
}
