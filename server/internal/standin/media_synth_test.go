package standin

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
)

// items=N adds N synthetic titles (the scale bench's library): found by
// name with their TMDB id, a series with its ten episodes.
func TestEmbySyntheticLibrary(t *testing.T) {
	emby := Must(t, "emby", map[string]string{"api_key": "k", "items": "10000"})
	get := func(path string, q url.Values) (out struct {
		Items []struct {
			ID          string `json:"Id"`
			Type        string
			ProviderIds map[string]string
		}
	}) {
		t.Helper()
		q.Set("api_key", "k")
		res, err := http.Get(emby.URL + path + "?" + q.Encode())
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("%s: %v %v", path, res, err)
		}
		defer res.Body.Close()
		if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	found := get("/Items", url.Values{"SearchTerm": {"订阅 9999"}, "IncludeItemTypes": {"Movie,Series"}, "Recursive": {"true"},
		"Fields": {"ProviderIds,MediaSources"}, "Limit": {"20"}})
	if len(found.Items) != 1 || found.Items[0].Type != "Series" || found.Items[0].ProviderIds["Tmdb"] != "109999" {
		t.Fatalf("search: %+v", found.Items)
	}
	if eps := get("/Shows/"+found.Items[0].ID+"/Episodes", url.Values{"Fields": {"MediaSources"}}); len(eps.Items) != 10 {
		t.Errorf("episodes: %d", len(eps.Items))
	}
}
