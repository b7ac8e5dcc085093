package customsub

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/internal/eventstest"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

type env struct {
	st   *store.Store
	svc  *Service
	dl   *downloads.Service
	site *standin.Server
}

// newEnv is a service on a fresh store whose one site (天空, smart download
// on) is the NexusPHP stand-in, signed in for real.
func newEnv(t *testing.T, opts map[string]string) env {
	t.Helper()
	ctx := context.Background()
	st := storetest.Open(t)
	sites, err := ptsites.New(ctx, st, ptsites.Options{})
	if err != nil {
		t.Fatal(err)
	}
	srv := standin.Must(t, "nexusphp", opts)
	u := srv.URL
	if _, err := sites.Save(ctx, ptsites.SaveInput{SiteName: "hdsky", AuthType: "cookies", Cookie: "c_secure_uid=1; c_secure_pass=standin",
		SiteURL: &u, WebSearch: true, SmartDownload: true}); err != nil {
		t.Fatal(err)
	}
	return serve(t, st, sites, srv)
}

// serve is the service on st over sites (site the stand-in behind them),
// with a downloads service of its own.
func serve(t *testing.T, st *store.Store, sites *ptsites.Service, site *standin.Server) env {
	t.Helper()
	dl, err := downloads.New(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	svc, err := New(context.Background(), Options{Store: st, Sites: sites, Downloads: dl})
	if err != nil {
		t.Fatal(err)
	}
	return env{st, svc, dl, site}
}

func (e env) save(t *testing.T, body string) int64 {
	t.Helper()
	sub, err := input(t, body).Validate()
	if err != nil {
		t.Fatal(err)
	}
	id, err := e.svc.Save(context.Background(), 1, sub)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// qb starts a real qbittorrent-nox and makes it the only download client.
func (e env) qb(t *testing.T) string {
	t.Helper()
	qb := qbtest.Start(t)
	storetest.PutSetting(t, e.st, settings.DownloadClientsSection, []settings.DownloadClientEntry{qbtest.Client("默认", qb.URL)})
	return qb.URL
}

func run(t *testing.T, e env, id int64, body string) string {
	t.Helper()
	var in RunInput
	json.Unmarshal([]byte(body), &in)
	text, err := e.svc.Execute(context.Background(), id, 1, in)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

func groups(t *testing.T, e env, id int64) map[string][]Record {
	t.Helper()
	gs, err := e.svc.Records(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]Record{}
	for _, g := range gs {
		out[g.Status] = g.Items
	}
	return out
}

// A keyword run on the stand-in: the filters keep the free 1080p Matrix,
// it goes to a real qBittorrent with a download record linked back, the
// log says why the others were skipped, and a second run sends nothing twice.
func TestKeywordRunDownloadsWhatPasses(t *testing.T) {
	e := newEnv(t, nil)
	e.qb(t)
	id := e.save(t, `{"name":"黑客帝国","save_path":"/downloads/movies","torrent_filter":[
		{"type":"mediaStream","args":{"resolution":["1080p"]}},{"type":"freeDownload","args":{"free_type":[0]}}],
		"rename_rule":[{"type":"replaceTorrentName","args":{"repl_expression":"-CMCT$","string":"-CMCT.Renamed"}}]}`)
	told := &eventstest.Recorder{}
	e.svc.events = told
	log := run(t, e, id, `{"search_type":"keyword","keyword":"matrix"}`)
	if len(told.Events()) != 1 {
		t.Fatalf("published %+v", told.Events())
	}
	ev, vars := told.Events()[0], told.Events()[0].Push.Vars
	if ev.Kind != events.Sent || ev.UID != 1 || ev.Title != "黑客帝国" || ev.Refs.RecordID == 0 || ev.Refs.SiteID != "hdsky" ||
		ev.Reason != "天空 · The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT.Renamed" || ev.Push.Type != "download_start" ||
		vars["torrent_name"] != "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT.Renamed" || vars["site_name"] != "天空" || vars["size"] == "" {
		t.Fatalf("published %+v %v", ev, vars)
	}
	for _, want := range []string{"关键字搜索“matrix”", "搜索了站点：天空；3个结果",
		"跳过 [天空] The.Matrix.1999.2160p", "分辨率 2160p 不符合要求",
		"跳过 [天空] The.Matrix.Resurrections", "已提交下载 [天空] The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT.Renamed",
		"运行结束：提交下载1个，失败0个"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	g := groups(t, e, id)
	ok := g["SubmitDownloadSucceeded"]
	if len(ok) != 1 || len(g) != 1 || ok[0].Name != "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT.Renamed" || ok[0].SiteName != "天空" ||
		ok[0].Size != "12.45GB" || !strings.Contains(ok[0].DetailsURL, "details.php?id=101") {
		t.Fatalf("records %+v", g)
	}
	recs, err := e.dl.Records(context.Background(), 0, 10)
	if err != nil || len(recs) != 1 || recs[0].SubID != id || recs[0].SubType != "CustomSub" || recs[0].SavePath != "/downloads/movies" {
		t.Fatalf("download records %+v, %v", recs, err)
	}
	log = run(t, e, id, `{"search_type":"keyword","keyword":"matrix"}`)
	if !strings.Contains(log, "这条订阅已经处理过这个种子") || !strings.Contains(log, "提交下载0个") {
		t.Fatalf("second run:\n%s", log)
	}
	list, _ := e.svc.List(context.Background())
	if len(list) != 1 || list[0].DLCount != 1 || list[0].Status != "Done" || list[0].LastRunTimeFormat != "刚刚" {
		t.Fatalf("list %+v", list)
	}
	logs, _ := e.svc.Logs(context.Background(), id)
	if len(logs) != 2 || !strings.HasPrefix(logs[0].ID, LogPrefix) {
		t.Fatalf("logs %+v", logs)
	}
	if text, err := e.svc.LogText(context.Background(), logs[1].ID); err != nil || !strings.Contains(text, "提交下载1个") {
		t.Fatalf("first log %q %v", text, err)
	}
}

// Without a download client the matches fail with the client's reason;
// once one is set, 重新提交 really sends the torrent, and 删除 removes
// the record (a later run may take the torrent again).
func TestRetryResendsAndDeleteDeletes(t *testing.T) {
	e := newEnv(t, nil)
	id := e.save(t, `{"name":"IMDb","save_path":"/downloads","torrent_filter":[{"type":"torrentHR","args":{"hr_days":0}}]}`)
	log := run(t, e, id, `{"search_type":"imdb","keyword":"tt15398776"}`)
	if !strings.Contains(log, "提交下载失败 [天空] Oppenheimer") || !strings.Contains(log, "还没有设置下载工具") {
		t.Fatalf("log:\n%s", log)
	}
	failed := groups(t, e, id)["SubmitDownloadFailed"]
	if len(failed) != 1 || !strings.Contains(failed[0].Message, "还没有设置下载工具") {
		t.Fatalf("failed %+v", failed)
	}
	// No .torrent was fetched for a send no client could take.
	if n := torrentRequests(e.site); n != 0 {
		t.Fatalf("the site was asked for %d .torrent files with no download client", n)
	}
	e.qb(t)
	msg, err := e.svc.Retry(context.Background(), failed[0].ID)
	if err != nil || !strings.Contains(msg, "已提交到下载器默认") {
		t.Fatalf("retry %q %v", msg, err)
	}
	if n := torrentRequests(e.site); n != 1 {
		t.Fatalf("重新提交 asked the site for %d .torrent files, want 1", n)
	}
	g := groups(t, e, id)
	if len(g["SubmitDownloadSucceeded"]) != 1 || len(g["SubmitDownloadFailed"]) != 0 {
		t.Fatalf("after retry %+v", g)
	}
	recs, _ := e.dl.Records(context.Background(), 0, 10)
	if len(recs) != 1 || !strings.HasPrefix(recs[0].Name, "Oppenheimer") {
		t.Fatalf("download records %+v", recs)
	}
	if _, err := e.svc.Retry(context.Background(), failed[0].ID); err == nil || err.Error() != "只有提交下载失败的记录可以重新提交" {
		t.Fatalf("retry of a sent record: %v", err)
	}
	if err := e.svc.DeleteRecord(context.Background(), failed[0].ID); err != nil {
		t.Fatal(err)
	}
	if g := groups(t, e, id); len(g) != 0 {
		t.Fatalf("after delete %+v", g)
	}
	if err := e.svc.DeleteRecord(context.Background(), failed[0].ID); err != errNoRecord {
		t.Fatalf("second delete: %v", err)
	}
}

// all_pages reads up to 10 pages; without it one page. The scheduled job
// reads the latest list of due, enabled subscriptions only.
func TestPagesAndScheduledRuns(t *testing.T) {
	e := newEnv(t, map[string]string{"rows": "30", "per_page": "2"})
	id := e.save(t, `{"name":"合成","media_type":"Other","save_path":"/d","skip_unknown":false,
		"torrent_filter":[{"type":"torrentName","args":{"torrent_name":"NoSuchWord"}}]}`)
	if log := run(t, e, id, `{"search_type":"keyword","keyword":"synthetic"}`); !strings.Contains(log, "2个结果") {
		t.Fatalf("one page:\n%s", log)
	}
	if log := run(t, e, id, `{"search_type":"keyword","keyword":"synthetic","all_pages":true}`); !strings.Contains(log, "20个结果") {
		t.Fatalf("ten pages:\n%s", log)
	}
	off := e.save(t, `{"name":"停用","save_path":"/d"}`)
	e.svc.Enable(context.Background(), off, false)
	fresh := e.save(t, `{"name":"新","media_type":"Other","save_path":"/d","skip_unknown":false,
		"torrent_filter":[{"type":"torrentName","args":{"torrent_name":"NoSuchWord"}}]}`)
	if err := e.svc.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	logs := func(id int64) int { l, _ := e.svc.Logs(context.Background(), id); return len(l) }
	if logs(id) != 2 || logs(off) != 0 || logs(fresh) != 1 {
		t.Fatalf("logs after the job: ran %d, disabled %d, new %d", logs(id), logs(off), logs(fresh))
	}
	// An hour later the interval (60 min) has passed for both enabled ones.
	e.svc.now = func() time.Time { return time.Now().Add(61 * time.Minute) }
	if err := e.svc.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	l, _ := e.svc.Logs(context.Background(), fresh)
	text, _ := e.svc.LogText(context.Background(), l[0].ID)
	if logs(id) != 3 || logs(fresh) != 2 || !strings.Contains(text, "获取最新列表页结果") {
		t.Fatalf("second job: %d %d\n%s", logs(id), logs(fresh), text)
	}
}

// run_custom_sub queues the run for the scheduler's job: the list says
// 运行中 until the job has run it, and a second request meanwhile is refused.
func TestRunQueuesForTheJob(t *testing.T) {
	e := newEnv(t, nil)
	id := e.save(t, `{"name":"队列","save_path":"/d"}`)
	kicked := 0
	e.svc.UseKick(func() { kicked++ })
	in := RunInput{SubID: json.RawMessage(`"` + itoa(id) + `"`), SearchType: "list"}
	if msg, err := e.svc.Run(context.Background(), 1, in); err != nil || kicked != 1 || !strings.HasPrefix(msg, "已开始运行队列") {
		t.Fatalf("run %q %v kicked %d", msg, err, kicked)
	}
	if list, _ := e.svc.List(context.Background()); list[0].Status != "Running" {
		t.Fatalf("status %q", list[0].Status)
	}
	if _, err := e.svc.Run(context.Background(), 1, in); err == nil || !strings.Contains(err.Error(), "正在运行") {
		t.Fatalf("second run: %v", err)
	}
	if err := e.svc.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	if list, _ := e.svc.List(context.Background()); list[0].Status != "Done" {
		t.Fatalf("status after the job %q", list[0].Status)
	}
	for body, want := range map[string]string{
		`{"sub_id":1,"search_type":"keyword","keyword":" "}`:       "请填写搜索内容",
		`{"sub_id":1,"search_type":"imdb","keyword":"133093"}`:     "IMDB编号不正确",
		`{"sub_id":1,"search_type":"rss"}`:                         "搜索方式只能是",
		`{"search_type":"list"}`:                                   "缺少订阅ID",
		`{"sub_id":1,"search_type":"list","cate_level1":["Game"]}`: "不支持的种子分类",
		`{"sub_id":99,"search_type":"list"}`:                       "找不到这条自定义订阅",
	} {
		var in RunInput
		json.Unmarshal([]byte(body), &in)
		if _, err := e.svc.Run(context.Background(), 1, in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", body, err, want)
		}
	}
}

func itoa(n int64) string { b, _ := json.Marshal(n); return string(b) }

// 自动跳过媒体库存在的影片 asks the media servers (the Emby stand-in holds
// 流浪地球 of 2019): a release renamed to that title is skipped, the other
// is not; with the switch off nothing is skipped.
func TestSkipExistsAsksTheMediaServers(t *testing.T) {
	e := newEnv(t, nil)
	emby := standin.Must(t, "emby", nil)
	storetest.PutSetting(t, e.st, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "emby", URL: emby.URL, Token: "stand-in-key"}})
	rule := `"torrent_filter":[{"type":"torrentName","args":{"torrent_name":"1080p"}}],
		"rename_rule":[{"type":"replaceTorrentName","args":{"repl_expression":"The\\.Matrix\\.1999","string":"The.Wandering.Earth.2019"}}]`
	id := e.save(t, `{"name":"跳过","save_path":"/d",`+rule+`}`)
	told := &eventstest.Recorder{}
	e.svc.events = told
	log := run(t, e, id, `{"search_type":"keyword","keyword":"matrix"}`)
	if !strings.Contains(log, "跳过 [天空] The.Wandering.Earth.2019.1080p.BluRay.x264.DTS-CMCT：媒体库已有流浪地球(2019)") ||
		!strings.Contains(log, "提交下载失败 [天空] The.Matrix.Resurrections") {
		t.Fatalf("log:\n%s", log)
	}
	// The failure reaches the owner's messages, not only the run's log.
	if len(told.Events()) != 1 || told.Events()[0].Kind != events.SendFailed || told.Events()[0].UID != 1 || told.Events()[0].Title != "自定义订阅「跳过」" ||
		!strings.HasPrefix(told.Events()[0].Reason, "[天空] The.Matrix.Resurrections") || told.Events()[0].Link != "/subscribe/custom-index" {
		t.Fatalf("published %+v", told.Events())
	}
	off := e.save(t, `{"name":"不跳过","save_path":"/d","skip_exists":false,`+rule+`}`)
	if log := run(t, e, off, `{"search_type":"keyword","keyword":"matrix"}`); strings.Contains(log, "媒体库已有") ||
		!strings.Contains(log, "提交下载失败 [天空] The.Wandering.Earth.2019") {
		t.Fatalf("switch off:\n%s", log)
	}
}

// torrentRequests counts the .torrent downloads the site was asked for.
func torrentRequests(site *standin.Server) int {
	n := 0
	for _, r := range site.Requests() {
		if r.Path == "/download.php" {
			n++
		}
	}
	return n
}
