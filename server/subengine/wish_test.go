package subengine

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/smartdl"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A title from a Douban 想看 list is ranked by the score rule of the save
// rule that placed it (收藏优先 here), not its owner's 压制优先: the 2160p
// UHD release wins, where 压制优先 would take the 1080p encode. The rule
// comes from smartdl.Place, the choice test_douban_download explains.
func TestWishListTitleRanksWithItsSaveRulesScoreRule(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	wish := smartdl.Config{DefaultScoreRule: "compress", DownloadPaths: []smartdl.PathRule{
		{Type: "movie", Cate: []string{"动画"}, DownloadPath: "/downloads/anime"},
		{Type: "movie", Cate: []string{"科幻"}, DownloadPath: "/downloads/sci-fi", ScoreRule: "collection"}}}
	paths := []settings.MediaPath{{DownloadPath: "/downloads/movie", Type: "movie"}}
	dune := smartdl.Subject{Type: "movie", Genres: []string{"剧情", "科幻"}, Areas: []string{"美国"}}
	if msg, _ := smartdl.Explain(wish, paths, "沙丘2", dune); !strings.Contains(msg, "下载保存规则2，将保存到 /downloads/sci-fi，排序规则 collection") {
		t.Fatalf("test_douban_download says %q", msg)
	}
	e.eng.o.Placement = func(_ context.Context, doubanID string) (smartdl.Placement, bool, error) {
		if doubanID == "35575567" {
			return smartdl.Place(wish, paths, dune), true, nil
		}
		return smartdl.Placement{}, false, nil
	}
	for name, subject := range map[string]string{"Dune.Part.Two.2024": "沙丘2", "Oppenheimer.2023": "奥本海默"} {
		sites.add(name+".1080p.BluRay.x264-GRP", subject, 50)
		sites.add(name+".2160p.UHD.BluRay.x265-GRP", subject, 50)
	}
	wished := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024, DoubanID: "35575567"})
	other := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "奥本海默", ENName: "Oppenheimer", ReleaseYear: 2023, DoubanID: "35593344"})
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	got := map[int64]string{}
	for _, r := range e.dl.recs {
		got[r.SubID] = r.Name + " → " + r.SavePath
	}
	if got[wished] != "Dune.Part.Two.2024.2160p.UHD.BluRay.x265-GRP → /downloads/sci-fi" ||
		got[other] != "Oppenheimer.2023.1080p.BluRay.x264-GRP → /downloads/movie" {
		t.Fatalf("sent %v\n%s", got, e.lastLog(t, wished))
	}
	wantIn(t, e.lastLog(t, wished), "选种规则：收藏优先（豆瓣想看的下载保存规则2）")
	if log := e.lastLog(t, other); !strings.Contains(log, "选种规则：压制优先\n") {
		t.Errorf("a title not from a 想看 list keeps its owner's rule:\n%s", log)
	}
}
