package subengine

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/smartdl"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A title read from a Douban 想看 list is saved where the smart-download
// rules put it; any other goes to the media path of its kind.
func TestWishListTitlesGoWhereTheSaveRulesPutThem(t *testing.T) {
	site := standin.Must(t, "nexusphp", nil)
	e := newEnv(t, site.URL)
	e.eng.o.Placement = func(_ context.Context, doubanID string) (smartdl.Placement, bool, error) {
		if doubanID == "1291843" {
			return smartdl.Placement{Rule: 0, Path: "/downloads/sci-fi", ScoreRule: "compress"}, true, nil
		}
		return smartdl.Placement{}, false, nil
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

// The organiser's word that the download is filed completes the movie at
// once; before it is filed, the same call changes nothing.
func TestFiledCompletesAtOnce(t *testing.T) {
	site := standin.Must(t, "nexusphp", nil)
	e := newEnv(t, site.URL)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "千与千寻", ENName: "Spirited Away", ReleaseYear: 2001,
		FilterName: subscribe.FilterAuto})
	ctx := context.Background()
	if err := e.eng.RunNew(ctx); err != nil || len(e.dl.recs) != 1 {
		t.Fatalf("sent %d, %v", len(e.dl.recs), err)
	}
	if err := e.eng.Filed(ctx, downloads.SubTypeSubscribe, id); err != nil || e.status(t, id) != subscribe.StatusSubscribed {
		t.Fatalf("not filed yet: status %d, %v", e.status(t, id), err)
	}
	e.dl.organise()
	if err := e.eng.Filed(ctx, downloads.SubTypeSubscribe, id); err != nil || e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("filed: status %d, %v", e.status(t, id), err)
	}
	wantIn(t, e.lastLog(t, id), "【完成检查】", "订阅完成")
	if err := e.eng.Filed(ctx, downloads.SubTypeSubscribe, 9999); err != nil {
		t.Fatalf("a deleted subscription: %v", err)
	}
}
