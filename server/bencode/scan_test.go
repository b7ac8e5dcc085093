package bencode

import (
	"strings"
	"testing"
)

// The scanner at each edge of its grammar: the largest and smallest
// int64, one past them, -0 and leading zeros, a string that ends exactly
// at the end of the input or one byte short, and where each value ends
// (found by moving each bound by one: no test noticed).
func TestScannerEdges(t *testing.T) {
	ints := map[string]int64{"i0e": 0, "i-5e": -5, "i42e": 42,
		"i9223372036854775807e": 1<<63 - 1, "i-9223372036854775807e": -(1<<63 - 1)}
	for in, want := range ints {
		s := &scanner{data: []byte(in + "x")}
		n, end, err := s.integer(0)
		if err != nil || n != want || end != len(in) {
			t.Errorf("%s: %d end %d, %v", in, n, end, err)
		}
	}
	for _, bad := range []string{"i9223372036854775808e", "i-0e", "i03e", "ie", "i-e", "i12", "i1-2e", "i", "i-"} {
		if _, _, err := (&scanner{data: []byte(bad)}).integer(0); err == nil {
			t.Errorf("%s was read", bad)
		}
	}
	for in, want := range map[string]string{"4:spam": "spam", "0:": "", "10:0123456789": "0123456789"} {
		s := &scanner{data: []byte(in)}
		start, end, err := s.str(0)
		if err != nil || string(s.data[start:end]) != want || end != len(in) {
			t.Errorf("%s: [%d:%d] %v", in, start, end, err)
		}
	}
	for _, bad := range []string{"5:spam", "04:spam", "4spam", "4", "0", "1", "99999999999999999999:x"} { // str is called at a digit
		if _, _, err := (&scanner{data: []byte(bad)}).str(0); err == nil {
			t.Errorf("%s was read", bad)
		}
	}
}

// A value read where it stands in a longer input, as the readers do.
func TestScannerAtAnOffset(t *testing.T) {
	s := &scanner{data: []byte("xx4:spami7e")}
	if start, end, err := s.str(2); err != nil || string(s.data[start:end]) != "spam" {
		t.Fatalf("str at 2: [%d:%d] %v", start, end, err)
	}
	if n, end, err := s.integer(8); err != nil || n != 7 || end != 11 {
		t.Fatalf("integer at 8: %d %d %v", n, end, err)
	}
	if _, _, err := (&scanner{data: []byte("xxxxxx9:abc")}).str(6); err == nil {
		t.Fatal("a length past the end, read at an offset, was taken")
	}
}

// Lists and dictionaries must be closed; a sorted dictionary (the info
// dictionary) may not name a key twice; nesting counts through
// dictionaries as through lists, up to maxDepth levels and no deeper;
// and a file of exactly maxTokens values is read, one more is not.
func TestScannerContainersAndLimits(t *testing.T) {
	for _, bad := range []string{"l", "li1e", "d", "d1:ai1e", "d1:a"} {
		if _, err := (&scanner{data: []byte(bad)}).skip(0, 0); err == nil {
			t.Errorf("%s was read", bad)
		}
	}
	dup := &scanner{data: []byte("d1:ai1e1:ai2ee")}
	if _, err := dup.dict(0, 0, func([]byte) reader { return nil }, true); err == nil {
		t.Error("a sorted dictionary named a key twice")
	}
	nested := func(n int, open, close string) []byte {
		return []byte(strings.Repeat(open, n) + "i0e" + strings.Repeat(close, n))
	}
	for _, c := range []struct{ open, close string }{{"l", "e"}, {"d1:a", "e"}} {
		if _, err := (&scanner{data: nested(maxDepth, c.open, c.close)}).skip(0, 0); err != nil {
			t.Errorf("%s nested %d deep: %v", c.open, maxDepth, err)
		}
		if _, err := (&scanner{data: nested(maxDepth+1, c.open, c.close)}).skip(0, 0); err == nil {
			t.Errorf("%s nested %d deep was read", c.open, maxDepth+1)
		}
	}
	tokens := func(n int) []byte { return []byte("l" + strings.Repeat("le", n-1) + "e") }
	if _, err := (&scanner{data: tokens(maxTokens)}).skip(0, 0); err != nil {
		t.Errorf("%d values: %v", maxTokens, err)
	}
	if _, err := (&scanner{data: tokens(maxTokens + 1)}).skip(0, 0); err == nil {
		t.Errorf("%d values were read", maxTokens+1)
	}
}
