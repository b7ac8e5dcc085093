package httpx

import "testing"

func TestChooseCoding(t *testing.T) {
	cases := []struct {
		header       string
		hasBr, hasGz bool
		want         string
	}{
		{"", true, true, codingIdentity},
		{"gzip, deflate, br, zstd", true, true, codingBrotli},
		{"gzip, deflate, br", false, true, codingGzip},
		{"gzip, deflate, br", true, false, codingBrotli},
		{"gzip", true, true, codingGzip},
		{"br;q=0, gzip", true, true, codingGzip},
		{"br;q=0", true, true, codingIdentity},
		{"BR;Q=0.0, GZIP;q=0.5", true, true, codingGzip},
		{"gzip;q=0, br;q=0", true, true, codingIdentity},
		{"x-gzip", true, true, codingGzip},
		{"*", true, true, codingBrotli},
		{"*;q=0, gzip", true, true, codingGzip},
		{"identity", true, true, codingIdentity},
		{"deflate", true, true, codingIdentity},
		{"br;q=0.001", true, true, codingBrotli},
		{"br;q=bogus", true, true, codingBrotli},
		{"gzip, br", false, false, codingIdentity},
		{" , ;q=1, br ; q=1 ", true, true, codingBrotli},
	}
	for _, c := range cases {
		if got := chooseCoding(c.header, c.hasBr, c.hasGz); got != c.want {
			t.Errorf("chooseCoding(%q, br=%v, gz=%v) = %q, want %q", c.header, c.hasBr, c.hasGz, got, c.want)
		}
	}
}
