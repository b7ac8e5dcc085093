package plugins

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
)

// fakeDownloadAPI answers record_list, get_record and delete_record like
// this server does (api-contract §2.9), over two pages, and records every
// request after checking it carries a live access key of the admin.
type fakeDownloadAPI struct {
	mu       sync.Mutex
	requests []string
	failID   string // delete_record of this id answers an error
}

func (f *fakeDownloadAPI) serve(t *testing.T, s *Service) *httptest.Server {
	pages := map[string]string{
		"0": `[{"id":1,"torrent_name":"A.Ratio","download_status":1},{"id":2,"torrent_name":"B.Young","download_status":1}]`,
		"2": `[{"id":3,"torrent_name":"C.Old","download_status":3},{"id":4,"torrent_name":"D.Downloading","download_status":0},` +
			`{"id":5,"torrent_name":"E.Gone","download_status":1}]`,
		"5": `[]`,
	}
	infos := map[string]string{
		"1": `{"ratio":2.5,"seeding_seconds":3600,"seeding_time_str":"1小时0分钟"}`, // ratio reached
		"2": `{"ratio":0.4,"seeding_seconds":36000,"seeding_time_str":"10小时0分钟"}`,
		"3": `{"ratio":0.1,"seeding_time_str":"8天2小时"}`, // hours from the text: 194
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := s.store.UserByAccessKey(r.Context(), r.Header.Get("AccessKey")); err != nil {
			t.Errorf("%s without a valid access key", r.URL)
		}
		q := r.URL.Query()
		f.mu.Lock()
		f.requests = append(f.requests, r.URL.Path+"?"+q.Encode())
		f.mu.Unlock()
		var data string
		switch r.URL.Path {
		case "/api/download/record_list":
			data = `{"download_queue_size":0,"result":` + pages[q.Get("start")] + `}`
		case "/api/download/get_record":
			data = `{"record":{},"user_nickname":"admin"}`
			if info, ok := infos[q.Get("id")]; ok {
				data = `{"record":{},"user_nickname":"admin","torrent_info":` + info + `}`
			}
		case "/api/download/delete_record":
			if q.Get("id") == f.failID {
				w.Write([]byte(`{"code":1,"message":"删除下载器任务失败：连接被拒绝","data":null}`))
				return
			}
			data = `null`
		default:
			t.Errorf("unexpected %s", r.URL)
		}
		w.Write([]byte(`{"code":0,"message":"","data":` + data + `}`))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func (f *fakeDownloadAPI) deletes() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for _, r := range f.requests {
		if strings.HasPrefix(r, "/api/download/delete_record") {
			out = append(out, r)
		}
	}
	f.requests = nil
	return out
}

// The bundled clean-up plugin, installed from the built-in market entry,
// walks every page of records; a dry run deletes nothing; a real run
// deletes only finished torrents past the ratio or the seeding time, with
// the files as configured, and fails when a deletion fails.
func TestBundledCleanupPlugin(t *testing.T) {
	s, _ := newTestService(t, nil)
	ctx := context.Background()
	fake := &fakeDownloadAPI{}
	api := fake.serve(t, s)
	s.apiURL = func() string { return api.URL }
	cfg := map[string]any{"min_ratio": "2", "min_seed_hours": "168", "delete_files": false, "dry_run": true}
	if _, err := s.Install(ctx, "torrent_cleanup", "", cfg); err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(bundledListings(), func(l Listing) bool { return l.Name == "torrent_cleanup" }) {
		t.Fatal("not offered by the built-in market entry")
	}
	if _, ct, ok := s.Logo("torrent_cleanup"); !ok || ct != "image/jpeg" {
		t.Fatalf("logo: %v %s", ok, ct)
	}

	s.Start("torrent_cleanup", "clean", map[string]any{})
	c := waitState(t, s, "torrent_cleanup", "clean")
	if c.Status != StatusDone || c.Message != "演习模式：2个种子达到条件，未删除任何内容" ||
		!strings.Contains(c.Log, "A.Ratio：分享率 2.50，做种 1.0 小时，演习模式，本应删除") ||
		!strings.Contains(c.Log, "B.Young：分享率 0.40，做种 10.0 小时，未达到条件，保留") ||
		!strings.Contains(c.Log, "C.Old：分享率 0.10，做种 194.0 小时，演习模式，本应删除") ||
		strings.Contains(c.Log, "D.Downloading") || !strings.Contains(c.Log, "E.Gone：下载器里没有这个任务，跳过") {
		t.Fatalf("dry run: %+v", c)
	}
	fake.mu.Lock()
	got := append([]string(nil), fake.requests...)
	fake.mu.Unlock()
	want := []string{"/api/download/record_list?filter_unknown=false&start=0", "/api/download/get_record?id=1",
		"/api/download/get_record?id=2", "/api/download/record_list?filter_unknown=false&start=2",
		"/api/download/get_record?id=3", "/api/download/get_record?id=5",
		"/api/download/record_list?filter_unknown=false&start=5"}
	if !slices.Equal(got, want) {
		t.Fatalf("dry run requests:\n%q\nwant\n%q", got, want)
	}
	fake.deletes()

	cfg["dry_run"] = false
	if err := s.SaveConfig(ctx, "torrent_cleanup", cfg); err != nil {
		t.Fatal(err)
	}
	fake.failID = "3"
	s.Start("torrent_cleanup", "clean", map[string]any{})
	c = waitState(t, s, "torrent_cleanup", "clean")
	del := fake.deletes()
	if c.Status != StatusError || !strings.Contains(c.Log, "A.Ratio：分享率 2.50，做种 1.0 小时，已删除") ||
		!strings.Contains(c.Log, "C.Old：分享率 0.10，做种 194.0 小时，删除失败：删除下载器任务失败：连接被拒绝") ||
		!strings.Contains(c.Message, "清理完成：删除1个种子，1个失败") {
		t.Fatalf("real run: %+v", c)
	}
	want = []string{"/api/download/delete_record?delete_files=false&delete_torrent=true&id=1",
		"/api/download/delete_record?delete_files=false&delete_torrent=true&id=3"}
	if !slices.Equal(del, want) {
		t.Fatalf("deletes %q", del)
	}

	// Files too when configured; higher thresholds keep everything.
	cfg["delete_files"], cfg["min_ratio"] = true, "3"
	s.SaveConfig(ctx, "torrent_cleanup", cfg)
	fake.failID = ""
	s.Start("torrent_cleanup", "clean", map[string]any{})
	c = waitState(t, s, "torrent_cleanup", "clean")
	del = fake.deletes()
	if c.Status != StatusDone || c.Message != "清理完成：删除1个种子，0个失败" ||
		!slices.Equal(del, []string{"/api/download/delete_record?delete_files=true&delete_torrent=true&id=3"}) {
		t.Fatalf("files run: %+v %q", c, del)
	}
}
