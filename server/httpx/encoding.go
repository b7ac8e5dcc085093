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

// verdict is what an Accept-Encoding header says of one coding.
type verdict uint8

const (
	unnamed verdict = iota // not listed: "*" decides
	accepted
	refused
)

// acceptedCodings is a parsed Accept-Encoding header, reduced to the codings
// this server can send. It is a plain value: parsing runs on every asset
// request, so it allocates nothing.
type acceptedCodings struct {
	brotli, gzip, wildcard verdict
}

// parseAcceptEncoding reads an Accept-Encoding header value.
func parseAcceptEncoding(header string) acceptedCodings {
	var ac acceptedCodings
	for header != "" {
		var part string
		part, header, _ = strings.Cut(header, ",")
		name, params, _ := strings.Cut(part, ";")
		name = strings.TrimSpace(name)
		v := accepted
		if params != "" && qValue(params) <= 0 {
			v = refused
		}
		switch {
		case strings.EqualFold(name, codingBrotli):
			ac.brotli = v
		// RFC 9110 §8.4.1.3: x-gzip is equivalent to gzip.
		case strings.EqualFold(name, codingGzip), strings.EqualFold(name, "x-gzip"):
			ac.gzip = v
		case name == "*":
			ac.wildcard = v
		}
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
	v := ac.gzip
	if coding == codingBrotli {
		v = ac.brotli
	}
	if v == unnamed {
		v = ac.wildcard
	}
	return v == accepted
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
