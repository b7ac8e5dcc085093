package standin

import (
	"strings"
	"testing"
)

// free=2: the first two synthetic rows are free and small, the third not.
func TestNexusPHPFreeSyntheticRows(t *testing.T) {
	s := Must(t, "nexusphp", map[string]string{"cookie": "a=1", "rows": "3", "free": "2"})
	_, page := get(t, s.URL+"/torrents.php", map[string]string{"Cookie": "a=1"})
	row := func(name string) string {
		rows := strings.Split(page, "<tr")
		for _, r := range rows {
			if strings.Contains(r, name) {
				return r
			}
		}
		t.Fatalf("%s not listed", name)
		return ""
	}
	for _, name := range []string{"Synthetic.Release.000", "Synthetic.Release.001"} {
		if r := row(name); !strings.Contains(r, "pro_free") {
			t.Fatalf("%s not free: %.400s", name, r)
		}
	}
	if r := row("Synthetic.Release.002"); strings.Contains(r, "pro_free") {
		t.Fatalf("the third row is free: %.400s", r)
	}
}
