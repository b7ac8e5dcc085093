package subengine

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/clients/qbnox"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/fulldisk"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// scene is one fault scenario's world: a data folder, the NexusPHP
// stand-in and a real qbittorrent-nox, each behind a fault proxy.
type scene struct {
	dir, save  string
	lib        string // the library the organiser files into
	site, qb   *standin.FaultProxy
	qbURL      string
	now        time.Time
	sub        int64
	child      atomic.Pointer[os.Process] // the running child, for a fault that kills it from the proxy's goroutine
	clientURL  string                     // what the settings name as the client's address
	runInChild string                     // "" = the first run in this process; else the hook point the child dies at ("-" = none)
	filing     string                     // a fault of the organiser's step (fileDiskFull, fileMediaDown); "" = none
	mode       string                     // the media path's file_process_mode ("" = link)
	disk       *fulldisk.Disk             // the real full disk lib is on (nil: none, or ENOSPC through the Link seam)
	brokenLog  string                     // a line the broken run's 全息日志 must hold ("" = none)
}

type faultCase struct {
	name  string
	setup func(s *scene)
}

// The whole loop broken at each step: site stand-in → engine → real
// qbittorrent-nox → (the organiser's word) → subscription complete. After
// the repair each scenario ends with exactly one record, one torrent in
// the client and the subscription complete.
func TestFaultMatrix(t *testing.T) {
	if _, err := exec.LookPath(qbnox.Binary); err != nil || testing.Short() {
		t.Skip("needs qbittorrent-nox (and no -short)")
	}
	cases := []faultCase{
		{"下载器不可达", func(s *scene) { s.clientURL = "http://127.0.0.1:9" }},
		{"下载器应答慢（已接收，应答超时）", func(s *scene) { s.qb.Break("/api/v2/torrents/add", standin.Fault{Delay: faultHang}) }},
		{"站点 .torrent 慢", func(s *scene) { s.site.Break("/download.php", standin.Fault{Delay: faultHang}) }},
		// The site failed: its other candidate is not asked for (it would
		// fail the same way, each retried, spending the site's budget).
		{"站点 .torrent 500", func(s *scene) {
			s.site.Break("/download.php", standin.Fault{Status: 500})
			s.brokenLog = "本轮该站点下载种子失败，不再向它请求"
		}},
		{"提交前被 kill -9", func(s *scene) { s.runInChild = "before-submit" }},
		{"下载器接收后、应答前被 kill -9", func(s *scene) {
			s.runInChild = "-"
			s.qb.Break("/api/v2/torrents/add", standin.Fault{After: func() { s.child.Load().Kill() }})
		}},
		{"应答后、记下之前被 kill -9", func(s *scene) { s.runInChild = "after-submit" }},
		{"整理时目标磁盘已满（ENOSPC）", func(s *scene) { s.filing = fileDiskFull }},
		{"媒体服务器不可用（刷新超时）", func(s *scene) { s.filing = fileMediaDown }},
	}
	var matrix []string
	for _, c := range cases {
		res := "未运行"
		ok := t.Run(c.name, func(t *testing.T) { res = "失败"; runFault(t, c); res = "通过" })
		if !ok {
			res = "失败"
		}
		matrix = append(matrix, fmt.Sprintf("%-36s → %s", c.name, res))
	}
	out := "故障注入矩阵（场景 → 修复后：一条记录、下载器中一个种子、文件整理一次、订阅完成）\n" + strings.Join(matrix, "\n")
	t.Log("\n" + out)
	fmt.Println(out)
}

func runFault(t *testing.T, c faultCase) {
	ctx := context.Background()
	qb, qbProxy := qbtest.StartBehindFaultProxy(t)
	site := standin.Must(t, "nexusphp", nil)
	s := &scene{dir: filepath.Join(t.TempDir(), "data"), save: t.TempDir(), lib: t.TempDir(), site: standin.NewFaultProxy(site.URL),
		qb: qbProxy, qbURL: qb.URL, now: time.Now().Truncate(time.Second)}
	t.Cleanup(s.site.Close)
	s.clientURL = s.qb.URL
	c.setup(s)
	if s.filing == fileDiskFull {
		s.fullTarget(t)
	}
	s.prepare(t)
	// The broken run.
	if s.runInChild == "" {
		l := openLoop(t, s.dir, s.now)
		start := time.Now()
		if err := l.eng.RunNew(ctx); err != nil {
			t.Fatal(err)
		}
		took := time.Since(start)
		if got := logs(t, l.st, s.sub); !strings.Contains(got, s.brokenLog) {
			t.Fatalf("the broken run's log lacks %q:\n%s", s.brokenLog, got)
		}
		l.st.Close()
		// A slow site or client holds the job one candidate's deadline,
		// not the fault's whole delay (the bound is far from both, so a
		// loaded machine cannot fail it).
		if took > faultHang/2 {
			t.Fatalf("the broken run held the job %v (deadline %v)", took.Round(time.Millisecond), faultDeadline)
		}
	} else {
		child := exec.Command(os.Args[0], "-test.run=^TestFaultChild$", "-test.count=1")
		// TMPDIR inside this test's own: the killed child cannot remove its
		// temporary folders, so this test's clean-up does.
		child.Env = append(os.Environ(), "MR_FAULT_DIR="+s.dir, "MR_FAULT_NOW="+strconv.FormatInt(s.now.Unix(), 10),
			"MR_FAULT_KILL_AT="+s.runInChild, "TMPDIR="+t.TempDir())
		var out bytes.Buffer
		child.Stdout, child.Stderr = &out, &out
		err := child.Start()
		if err == nil {
			s.child.Store(child.Process)
			err = child.Wait()
		}
		if err == nil || !strings.Contains(err.Error(), "killed") {
			t.Fatalf("the child was not killed: %v\n%s", err, out.String())
		}
	}
	// Repair, and the engine starts again after the back-off.
	s.site.Repair()
	s.qb.Repair()
	s.clientURL = s.qb.URL
	l := openLoop(t, s.dir, s.now.Add(11*time.Minute))
	defer l.st.Close()
	putClient(t, l.st, s.clientURL)
	for range 2 { // the second run must change nothing
		if err := l.eng.RunNew(ctx); err != nil {
			t.Fatal(err)
		}
	}
	recs, err := l.dl.SubRecords(ctx, downloads.SubTypeSubscribe, s.sub)
	if err != nil {
		t.Fatal(err)
	}
	var all int
	l.st.DB().QueryRow(`SELECT COUNT(*) FROM download_record`).Scan(&all)
	if len(recs) != 1 || all != 1 {
		t.Fatalf("%d records for the subscription, %d in all\n%s", len(recs), all, logs(t, l.st, s.sub))
	}
	if hashes := qbAll(t, s.qbURL); len(hashes) != 1 || hashes[0] != recs[0].Hash {
		t.Fatalf("the client holds %v, the record %s", hashes, recs[0].Hash)
	}
	s.finishAndFile(t, l, recs[0])
	var status int
	l.st.DB().QueryRow(`SELECT status FROM subscriptions WHERE id = ?`, s.sub).Scan(&status)
	if status != subscribe.StatusCompleted {
		t.Fatalf("subscription status %d\n%s", status, logs(t, l.st, s.sub))
	}
	t.Logf("全息日志:\n%s", logs(t, l.st, s.sub))
}

// prepare writes the data folder: a user, the site, the paths, the
// client and the subscription.
func (s *scene) prepare(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(s.dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	l := openLoopOn(t, st, s.now)
	u, err := st.CreateUser(ctx, "alice", "x", store.RoleAdmin)
	if err != nil {
		t.Fatal(err)
	}
	storetest.PutSetting(t, st, settings.SitesSection, []settings.Site{{ID: 1, SiteName: "hdsky", Alias: "天空", SiteURL: s.site.URL, SmartDownload: 1,
		Cookie: "c_secure_uid=1; c_secure_pass=standin", SearchLimit: 1000}})
	storetest.PutSetting(t, st, settings.MediaPathSection, []settings.MediaPath{{SourceDir: s.save, DownloadPath: s.save, TargetDir: s.lib,
		Type: "movie", FileProcessMode: cmp.Or(s.mode, "link")}})
	putClient(t, st, s.clientURL)
	e := &env{st: st, uid: u.ID, eng: l}
	s.sub = e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "黑客帝国", ENName: "The Matrix", ReleaseYear: 1999})
}

func putClient(t *testing.T, st *store.Store, addr string) {
	storetest.PutSetting(t, st, settings.DownloadClientsSection, []settings.DownloadClientEntry{qbtest.Client("qb", addr)})
}

func logs(t *testing.T, st *store.Store, id int64) string {
	return (&env{st: st}).allLogs(t, id)
}
