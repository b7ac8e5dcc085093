package httpx

import (
	"strconv"
	"strings"
)

// Content codings this server can send from precompressed twins, in the order
// we prefer them (smallest first). The client's q-values only decide whether a
// coding is acceptable; among acceptable ones our order wins, because the
// q-values browsers send (all 1) carry no real preference.
const (
	codingBrotli   = "br"
	codingGzip     = "gzip"
	codingIdentity = ""
)

// acceptedCodings is a parsed Accept-Encoding header: each named coding maps
// to whether it is acceptable (q=0 means refused); wildcard is the verdict of
// "*" for codings not named, nil when "*" was absent.
type acceptedCodings struct {
	listed   map[string]bool
	wildcard *bool
}

// parseAcceptEncoding reads an Accept-Encoding header value.
func parseAcceptEncoding(header string) acceptedCodings {
	ac := acceptedCodings{listed: map[string]bool{}}
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		if name == "x-gzip" { // RFC 9110 §8.4.1.3: equivalent to gzip
			name = codingGzip
		}
		ok := qValue(params) > 0
		if name == "*" {
			ac.wildcard = &ok
			continue
		}
		ac.listed[name] = ok
	}
	return ac
}

// qValue reads "q=<weight>" from the parameters after a coding. A missing or
// malformed weight counts as 1, as RFC 9110 specifies for a missing one.
func qValue(params string) float64 {
	for p := range strings.SplitSeq(params, ";") {
		k, v, found := strings.Cut(strings.TrimSpace(p), "=")
		if !found || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil {
			return 1
		}
		return q
	}
	return 1
}

func (ac acceptedCodings) allows(coding string) bool {
	if ok, listed := ac.listed[coding]; listed {
		return ok
	}
	return ac.wildcard != nil && *ac.wildcard
}

// chooseCoding picks br, then gzip, among the codings a file actually has and
// the client accepts, else identity. Identity is always the fallback: a client
// that refused it too gets it anyway rather than a 406 nobody handles.
func chooseCoding(acceptEncoding string, hasBrotli, hasGzip bool) string {
	if acceptEncoding == "" || !(hasBrotli || hasGzip) {
		return codingIdentity
	}
	ac := parseAcceptEncoding(acceptEncoding)
	switch {
	case hasBrotli && ac.allows(codingBrotli):
		return codingBrotli
	case hasGzip && ac.allows(codingGzip):
		return codingGzip
	}
	return codingIdentity
}
