package sites

import (
	"strings"
	"testing"
)

func TestCatalogueIDsAreUniqueCodesWithHTTPSDomains(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range Catalogue() {
		if seen[m.ID] {
			t.Errorf("duplicate id %q", m.ID)
		}
		seen[m.ID] = true
		if m.ID != strings.ToLower(m.ID) || strings.ContainsAny(m.ID, " /") {
			t.Errorf("id %q is not a lower-case code", m.ID)
		}
		if m.Name == "" || !strings.HasPrefix(m.Domain, "https://") || !strings.HasSuffix(m.Domain, "/") {
			t.Errorf("entry %+v lacks a name or an https://…/ domain", m)
		}
	}
	if !Known("mteam") || Known("nosuch") {
		t.Error("Known disagrees with the catalogue")
	}
}

func TestCatalogueReturnsACopy(t *testing.T) {
	c := Catalogue()
	c[0].Name = "changed"
	if Catalogue()[0].Name == "changed" {
		t.Error("a caller changed the shared catalogue")
	}
}

func TestTitle(t *testing.T) {
	for code, want := range map[string]string{"mteam": "馒头", "": "未知", "unknown": "未知", "mysite": "mysite"} {
		if got := Title(code); got != want {
			t.Errorf("Title(%q) = %q, want %q", code, got, want)
		}
	}
}
