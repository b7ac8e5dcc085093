package indexer

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A user's definition with 100,000 fields must not delay start-up (#26):
// it is refused with a clear reason, quickly, and the others still load.
func TestHugeDefinitionRefusedQuickly(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("id: huge\nname: Huge\nlinks:\n  - https://huge.example/\nsearch:\n  paths:\n    - path: torrents.php\n  rows:\n    selector: tr\n  fields:\n")
	for i := range 100000 {
		fmt.Fprintf(&b, "    f%d:\n      selector: td:nth-child(%d)\n", i, i%9+1)
	}
	os.WriteFile(filepath.Join(dir, "huge.yml"), []byte(b.String()), 0o644)
	os.WriteFile(filepath.Join(dir, "small.yml"), []byte("id: small\nname: Small\nlinks:\n  - https://small.example/\n"), 0o644)
	c := Catalogue{}
	start := time.Now()
	err := c.LoadDir(dir)
	if took := time.Since(start); took > time.Second {
		t.Fatalf("loading took %v", took)
	}
	if err == nil || !strings.Contains(err.Error(), "huge.yml") || !strings.Contains(err.Error(), "too large") {
		t.Fatalf("err = %v", err)
	}
	if c["small"] == nil || c["huge"] != nil {
		t.Fatalf("catalogue %v", c.IDs())
	}
}

func TestTooManyFieldsRefused(t *testing.T) {
	var b strings.Builder
	b.WriteString("id: many\nlinks:\n  - https://many.example/\nsearch:\n  fields:\n")
	for i := range 501 {
		fmt.Fprintf(&b, "    f%d: {selector: a}\n", i)
	}
	if _, err := Parse([]byte(b.String()), nil); err == nil || !strings.Contains(err.Error(), "too many fields: 501") {
		t.Fatalf("err = %v", err)
	}
}
