package indexer

import (
	"context"
	"testing"
)

// The definition's own settings reach the search as .Config.<name>: the
// user's checkbox, select and key change the query; unset ones are the
// definition's defaults.
func TestUserSettingsInRequest(t *testing.T) {
	for _, c := range []struct {
		settings map[string]string
		want     string
	}{
		{nil, "GET /recent?free=0&key=&q=dune&sort=added"},
		{map[string]string{"freeleech": "true", "sort": "seeders", "passkey": "pk-9"}, "GET /recent?free=1&key=pk-9&q=dune&sort=seeders"},
		{map[string]string{"freeleech": "false", "info_tip": "ignored"}, "GET /recent?free=0&key=&q=dune&sort=added"},
	} {
		site, srv := openTracker(t, "tracker-settings.yml", Config{Settings: c.settings})
		if _, err := site.Search(context.Background(), Query{Keywords: "dune"}); err != nil {
			t.Fatal(err)
		}
		if got := requestLines(srv.Requests()); got != c.want {
			t.Fatalf("settings %v: requests\n%s\nwant\n%s", c.settings, got, c.want)
		}
	}
}

func TestCheckSetting(t *testing.T) {
	def, err := Parse([]byte(`{id: x, name: X, links: ["http://127.0.0.1:9/"], settings: [{name: sort, type: select, label: 排序, options: {added: Added, size: Size}}, {name: free, type: checkbox, label: 只看免费}], search: {paths: [{path: a}]}}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	sort, free := def.Settings[0], def.Settings[1]
	if v, err := CheckSetting(sort, "size"); err != nil || v != "size" {
		t.Fatalf("%q %v", v, err)
	}
	if _, err := CheckSetting(sort, "Size"); err == nil || err.Error() != `「排序」的值"Size"不在可选项中` {
		t.Fatalf("a label is no key: %v", err)
	}
	if v, err := CheckSetting(free, "1"); err != nil || v != "true" {
		t.Fatalf("%q %v", v, err)
	}
	if _, err := CheckSetting(free, "maybe"); err == nil || err.Error() != "「只看免费」只能是开或关" {
		t.Fatalf("%v", err)
	}
	if !ShownSetting(def.Settings[0]) || UserSetting(SettingField{Name: "username", Type: "text"}) {
		t.Fatal("shown settings")
	}
}
