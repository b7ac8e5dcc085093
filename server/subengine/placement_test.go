package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A title read from a Douban 想看 list is saved where the smart-download
// rules put it; any other goes to the media path of its kind.
func TestWishListTitlesGoWhereTheSaveRulesPutThem(t *testing.T) {
	site := standin.Must(t, "nexusphp", nil)
	e := newEnv(t, site.URL)
	e.eng.o.Placement = func(_ context.Context, doubanID string) string {
		if doubanID == "1291843" {
			return "/downloads/sci-fi"
		}
		return ""
	}
	e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "黑客帝国", ENName: "The Matrix", ReleaseYear: 1999, DoubanID: "1291843",
		FilterName: subscribe.FilterAuto})
	e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "千与千寻", ENName: "Spirited Away", ReleaseYear: 2001,
		FilterName: subscribe.FilterAuto})
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	paths := map[string]string{}
	for _, r := range e.dl.recs {
		paths[r.Name[:6]] = r.SavePath
	}
	if paths["The.Ma"] != "/downloads/sci-fi" || paths["Spirit"] != "/downloads/movie" {
		t.Fatalf("save paths %v", paths)
	}
}
