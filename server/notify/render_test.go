package notify

import "testing"

func TestRender(t *testing.T) {
	vars := map[string]string{"title": "沙丘", "year": "2021", "evil": "{{title}}"}
	for tpl, want := range map[string]string{
		"{{title}} ({{ year }})": "沙丘 (2021)",
		"{{missing}}!":           "!",
		"{{ evil }}":             "{{title}}", // values are not expanded again
		"{{title":                "{{title",
		"{title}":                "{title}",
		"{{.title}}{{ printf }}": "{{.title}}",
	} {
		if got := Render(tpl, vars); got != want {
			t.Errorf("Render(%q) = %q, want %q", tpl, got, want)
		}
	}
}
