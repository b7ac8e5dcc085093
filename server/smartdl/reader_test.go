package smartdl

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/internal/eventstest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/internal/subscribetest"
	"github.com/movie-robot/web-console/server/settings"
)

// wishEnv is the list reader's services (subscribetest), Douban's stand-in
// serving the given public 想看 lists.
type wishEnv struct{ *subscribetest.Env }

func newWishEnv(t *testing.T, wish string) *wishEnv {
	return &wishEnv{subscribetest.New(t, map[string]string{"wish": wish})}
}

// reader is the reader as a (re)started program builds it.
func (e *wishEnv) reader(t *testing.T) *Reader {
	r, err := NewReader(context.Background(), e.Store, e.Meta, e.Subs, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (e *wishEnv) run(t *testing.T, r *Reader) {
	t.Helper()
	if err := r.RunAll(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// grow adds marks to uid's list on the stand-in (the user marks new titles).
func (e *wishEnv) grow(t *testing.T, uid string, count int) {
	t.Helper()
	res, err := http.Post(e.Douban.URL+standin.WishControlPath+uid+"?count="+strconv.Itoa(count), "", nil)
	if err != nil || res.StatusCode != http.StatusNoContent {
		t.Fatal(err, res)
	}
	res.Body.Close()
}

func (e *wishEnv) details(part string) int {
	n := 0
	for _, r := range e.Douban.Requests() {
		if strings.HasPrefix(r.Path, "/api/v2/movie/") && strings.Contains(r.Path, part) {
			n++
		}
	}
	return n
}

var wishPaths = []settings.MediaPath{
	{DownloadPath: "/dl/movie", Type: "movie"}, {DownloadPath: "/dl/anime", Type: "movie"}, {DownloadPath: "/dl/tv", Type: "tv"},
}

func TestWishListWholeListOnceEachWithRules(t *testing.T) {
	e := newWishEnv(t, "ahbei:70")
	ctx := context.Background()
	storetest.PutSetting(t, e.Store, settings.MediaPathSection, wishPaths)
	storetest.PutSetting(t, e.Store, Section, Config{DefaultScoreRule: "compress", Users: []User{{ID: "ahbei", PullTimeRange: 365}},
		DownloadPaths: []PathRule{{Type: "movie", Cate: []string{"动画"}, DownloadPath: "/dl/anime", ScoreRule: "collection"}}})
	r := e.reader(t)
	e.run(t, r)
	subs := e.Subscribed(t, "")
	if len(subs) != 70 {
		t.Fatalf("subscribed %d of the 70 marks over two pages", len(subs))
	}
	pages := 0
	for _, q := range e.Douban.Requests() {
		if strings.HasSuffix(q.Path, "/user/ahbei/interests") {
			pages++
		}
	}
	if pages != 2 {
		t.Fatalf("%d pages read, want 2", pages)
	}
	for id, want := range map[string]Placement{
		"1291561": {Rule: 0, Path: "/dl/anime", ScoreRule: "collection"}, // 千与千寻: 动画
		"1292052": {Rule: -1, Path: "/dl/movie", ScoreRule: "compress"},  // 肖申克的救赎
		"2995575": {Rule: -1, Path: "/dl/tv", ScoreRule: "compress"},     // 绝命毒师 第一季
	} {
		if p, ok, err := r.Placement(ctx, id); err != nil || !ok || p != want {
			t.Errorf("%s: %+v %v %v, want %+v", id, p, ok, err, want)
		}
	}
	if log := e.LogText(t, subs["1291561"].ID); !strings.Contains(log,
		"来自豆瓣用户ahbei的想看：符合下载保存规则1，将保存到 /dl/anime，排序规则 collection") {
		t.Fatalf("全息日志 of 千与千寻: %s", log)
	}
	if _, ok, _ := r.Placement(ctx, "1"); ok {
		t.Fatal("a title from nowhere has a placement")
	}
	// Five new marks: only they are looked up and subscribed, by a restarted program too.
	e.grow(t, "ahbei", 75)
	before := e.details("")
	e.run(t, e.reader(t))
	if n := len(e.Subscribed(t, "")); n != 75 || e.details("")-before != 5 {
		t.Fatalf("%d subscribed, %d details read for 5 new marks", n, e.details("")-before)
	}
	// A subscription the admin deleted is not made again.
	if _, err := e.Subs.Delete(ctx, e.Admin, "1292052", nil); err != nil {
		t.Fatal(err)
	}
	e.run(t, r)
	if _, back := e.Subscribed(t, "")["1292052"]; back {
		t.Fatal("a deleted subscription came back")
	}
}

func TestWishListPullRangeAndNowhereToSave(t *testing.T) {
	e := newWishEnv(t, "few:20")
	storetest.PutSetting(t, e.Store, settings.MediaPathSection, wishPaths[:1]) // no folder for shows yet
	storetest.PutSetting(t, e.Store, Section, Config{DefaultScoreRule: "compress", Users: []User{{ID: "few", PullTimeRange: 15}}})
	r := e.reader(t)
	told := &eventstest.Recorder{}
	r.Events = told
	e.run(t, r)
	subs := e.Subscribed(t, "")
	// Marks 19..5 (the newest fifteen days) are in range; of them marks
	// 12..18 are shows (the stand-in's catalogue), the others films.
	if len(subs) != 8 {
		for id, s := range subs {
			t.Log(id, s.CNName, s.Type)
		}
		t.Fatalf("%d subscribed, want the 8 films marked in range", len(subs))
	}
	// Each show with nowhere to go is told once, to the admin the list
	// subscribes for, with why; the next run tries them again, silently.
	e.run(t, r)
	admin, _ := e.Store.FirstAdmin(context.Background())
	if len(told.Events()) != 7 {
		t.Fatalf("told %d misses, want the 7 shows once each: %+v", len(told.Events()), told.Events())
	}
	for _, ev := range told.Events() {
		if ev.Kind != events.SubscribeFailed || ev.UID != admin.ID || ev.Title == "" || ev.Link != "/smartDownload/douban" ||
			!strings.HasPrefix(ev.Reason, "豆瓣用户few的想看：《"+ev.Title+"》（剧集") ||
			!strings.HasSuffix(ev.Reason, "没有符合的下载保存规则，也没有剧集的媒体文件夹，无法下载") {
			t.Errorf("told %+v", ev)
		}
	}
	storetest.PutSetting(t, e.Store, settings.MediaPathSection, wishPaths)
	e.run(t, r)
	if n := len(e.Subscribed(t, "")); n != 8+7 || len(told.Events()) != 7 {
		t.Fatalf("%d subscribed once shows have a folder, %d told", n, len(told.Events()))
	}
	var left int
	e.Store.DB().QueryRow(`SELECT count(*) FROM list_misses`).Scan(&left)
	if left != 0 {
		t.Errorf("%d misses kept after they were subscribed", left)
	}
}

func TestWishListUserMissingFailsAlone(t *testing.T) {
	e := newWishEnv(t, "ok:3")
	storetest.PutSetting(t, e.Store, settings.MediaPathSection, wishPaths)
	storetest.PutSetting(t, e.Store, Section, Config{DefaultScoreRule: "compress", Users: []User{{ID: "gone", PullTimeRange: 365},
		{ID: "ok", PullTimeRange: 365}}})
	if err := e.reader(t).RunAll(context.Background()); err == nil || !strings.Contains(err.Error(), "豆瓣用户gone") {
		t.Fatal(err)
	}
	if n := len(e.Subscribed(t, "")); n != 3 {
		t.Fatalf("the other user's %d marks", n)
	}
}
