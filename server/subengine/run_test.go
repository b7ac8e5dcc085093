package subengine

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A new movie subscription is searched on the NexusPHP stand-in: the
// filter (2160p only) rejects the 1080p releases with its reason in the
// log, and the 2160p one goes to the download client with the
// subscription's id.
func TestNewSubscriptionRejectsFilteredAndSendsTheBest(t *testing.T) {
	site := standin.Must(t, "nexusphp", nil)
	e := newEnv(t, site.URL)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "黑客帝国", ENName: "The Matrix", ReleaseYear: 1999,
		FilterName: filters.NewFilter, FilterConfig: ptr(`{"filter_name":"","resolution":["2160p"]}`)})
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	log := e.lastLog(t, id)
	t.Log(log)
	// Sites and the score rule by the names people know them by (not hdsky, compress).
	wantIn(t, log, "【新订阅搜索】《黑客帝国》(1999)", "站点 天空：", "与订阅匹配的种子：2 个", "选种规则：压制优先",
		"✗ [天空] The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT — 分辨率 1080p 不符合要求（2160p）",
		"⬇ 选择 [天空] The.Matrix.1999.2160p.UHD.BluRay", "已提交到下载器 qb")
	if strings.Contains(log, "Resurrections") {
		t.Errorf("the 2021 sequel matched the 1999 film:\n%s", log)
	}
	if len(e.dl.recs) != 1 || e.dl.recs[0].SubID != id || !strings.Contains(e.dl.recs[0].Name, "2160p") ||
		e.dl.recs[0].SavePath != "/downloads/movie" {
		t.Fatalf("records %+v", e.dl.recs)
	}
	if len(e.push.sent) != 1 || e.push.sent[0].typ != "download_start" || e.push.sent[0].uid != e.uid || e.push.sent[0].title != "黑客帝国" {
		t.Errorf("pushed %+v", e.push.sent)
	}
	// Searched once: the next new-subscription run leaves it alone, and a
	// listing read does not send it again while it downloads.
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := e.eng.RunListing(context.Background()); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "【站点最新种子】", "已有下载，等待下载和整理完成")
	if len(e.dl.recs) != 1 || e.status(t, id) != subscribe.StatusSubscribed {
		t.Fatalf("after a second run: %d records, status %d", len(e.dl.recs), e.status(t, id))
	}
	// The same listing again changes nothing: no new log entry.
	before := e.logCount(t, id)
	if err := e.eng.RunListing(context.Background()); err != nil {
		t.Fatal(err)
	}
	if after := e.logCount(t, id); after != before {
		t.Errorf("an unchanged listing wrote %d entries", after-before)
	}
	// Organised: the next listing read completes it and says so.
	e.dl.organise()
	if err := e.eng.RunListing(context.Background()); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d after organising", e.status(t, id))
	}
	wantIn(t, e.lastLog(t, id), "订阅完成")
	if last := e.push.sent[len(e.push.sent)-1]; last.typ != "subscribe_completed" {
		t.Errorf("last push %+v", last)
	}
}

// The user's categories and the blacklist reject before the score (a
// normal user's: an admin may use every category, as in the API).
func TestCategoriesAndBlacklist(t *testing.T) {
	site := standin.Must(t, "nexusphp", nil)
	e := newEnv(t, site.URL)
	e.eng.o.Profiles = fakeProfiles{cats: []string{"TV"}}
	bob, err := e.st.CreateUser(context.Background(), "bob", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	e.uid = bob.ID
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "奥本海默", ENName: "Oppenheimer", ReleaseYear: 2023})
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "用户没有「Movie」分类的权限", "没有符合条件的种子")
	if len(e.dl.recs) != 0 {
		t.Fatalf("sent %v", e.dl.names())
	}
	// With the category allowed but every torrent blacklisted, the best
	// ones are tried and refused, and nothing is sent.
	e.eng.o.Profiles = fakeProfiles{cats: allCats}
	e.dl.blackAll = true
	if err := e.eng.searchOne(context.Background(), x(t, e, id), "新订阅搜索", false); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "✗ [天空] Oppenheimer.2023.1080p.BluRay.x264.DTS-HD.MA.5.1-WiKi — 在种子黑名单中")
	if len(e.dl.recs) != 0 {
		t.Fatalf("sent %v", e.dl.names())
	}
}

func x(t testing.TB, e *env, id int64) subscribe.Sub {
	t.Helper()
	s, err := e.subs.ByID(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
