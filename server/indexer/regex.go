package indexer

import (
	"fmt"
	"regexp"
	"sync"
	"time"

	"github.com/dlclark/regexp2/v2"
)

// patternTimeout bounds one match of a backtracking pattern: a
// pathological one fails its field instead of stalling the search.
const patternTimeout = 100 * time.Millisecond

// pattern is a definition's regular expression. Definitions are written
// for .NET's engine: RE2 runs those it can (linear time); the rest (look-
// arounds, back-references, \p{IsCyrillic} …) run on regexp2, which is
// .NET's engine in Go, with a match time-out.
type pattern struct {
	re2 *regexp.Regexp
	net *regexp2.Regexp
}

var reCache sync.Map // pattern text → *pattern

func compileRe(p string) (*pattern, error) {
	if re, ok := reCache.Load(p); ok {
		return re.(*pattern), nil
	}
	out := &pattern{}
	src := netPattern(p)
	if re, err := regexp.Compile(src); err == nil && !mixedGroups(re) {
		out.re2 = re
	} else {
		net, err2 := regexp2.Compile(src)
		if err2 != nil && err == nil {
			return nil, err2
		} else if err2 != nil {
			return nil, fmt.Errorf("%w (.NET: %v)", err, err2)
		}
		net.MatchTimeout = patternTimeout
		out.net = net
	}
	reCache.Store(p, out)
	return out, nil
}

// mixedGroups: the pattern has named and unnamed groups. .NET numbers the
// unnamed ones first and the named after them, RE2 all in order, so such
// a pattern's "group 1" ($1) differs: it runs on regexp2.
func mixedGroups(re *regexp.Regexp) bool {
	named, unnamed := false, false
	for _, n := range re.SubexpNames()[1:] {
		named, unnamed = named || n != "", unnamed || n == ""
	}
	return named && unnamed
}

// submatch is the first match and its groups (nil: none).
func (p *pattern) submatch(s string) ([]string, error) {
	if p.re2 != nil {
		return p.re2.FindStringSubmatch(s), nil
	}
	m, err := p.net.FindStringMatch(s)
	if err != nil || m == nil {
		return nil, err
	}
	gs := m.Groups()
	out := make([]string, len(gs))
	for i := range gs {
		out[i] = gs[i].String()
	}
	return out, nil
}

// replace replaces every match; repl uses .NET's "$1" references.
func (p *pattern) replace(s, repl string) (string, error) {
	if p.re2 != nil {
		return p.re2.ReplaceAllString(s, goReplacement(repl)), nil
	}
	return p.net.Replace(s, repl, -1, -1)
}

// match reports whether s has a match.
func (p *pattern) match(s string) (bool, error) {
	if p.re2 != nil {
		return p.re2.MatchString(s), nil
	}
	return p.net.MatchString(s)
}
