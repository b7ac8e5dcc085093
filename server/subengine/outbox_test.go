package subengine

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/subscribe"
)

// A first send the client refused leaves the subscription due, the
// intent in the outbox; once the client is back, the next run (after the
// back-off) sends it: one record, and a 全息日志 line for each attempt.
func TestFailedFirstSendIsRetried(t *testing.T) {
	e, id := duneListed(t)
	ctx := context.Background()
	e.dl.fail = errors.New("提交到下载器qb失败：connection refused")
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "connection refused", "发送意图已记下", "订阅仍待搜索")
	e.dl.fail = nil
	if err := e.eng.RunNew(ctx); err != nil { // within the back-off: nothing
		t.Fatal(err)
	}
	if len(e.dl.recs) != 0 {
		t.Fatalf("retried before the back-off: %v", e.dl.names())
	}
	e.now = e.now.Add(11 * time.Minute)
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 1 {
		t.Fatalf("records after the retry: %v", e.dl.names())
	}
	logs := e.allLogs(t, id)
	wantIn(t, logs, "【发送核对】", "下载器中没有这个种子", "重试提交（第2次）", "⬇ 已确认")
	e.now = e.now.Add(time.Hour)
	for range 2 {
		if err := e.eng.RunNew(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if len(e.dl.recs) != 1 {
		t.Fatalf("records %v", e.dl.names())
	}
}

// A retried send carries the site's H&R rule as the first did, so the
// client gets the same share limits.
func TestRetriedSendKeepsTheShareLimits(t *testing.T) {
	e := newEnv(t)
	name := "Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP"
	sites := &fakeSites{rules: map[string][2]float64{name: {1.5, 129600}}}
	e.eng.o.Sites = sites
	sites.add(name, "沙丘2", 50)
	e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024})
	ctx := context.Background()
	e.dl.fail = errors.New("提交到下载器qb失败：connection refused")
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	e.dl.fail = nil
	e.now = e.now.Add(11 * time.Minute)
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 1 || e.dl.last.MinRatio != 1.5 || e.dl.last.MinSeedTime != 129600 {
		t.Fatalf("retried request %+v (records %v)", e.dl.last, e.dl.names())
	}
}

// The client took the torrent but its answer was lost (a time-out, a
// kill): the next run finds the hash in the client and makes the record
// exactly once.
func TestLostAnswerIsAdopted(t *testing.T) {
	e, id := duneListed(t)
	ctx := context.Background()
	e.dl.lose = context.DeadlineExceeded
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	e.dl.lose = nil
	e.now = e.now.Add(11 * time.Minute)
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.allLogs(t, id), "下载器中已有这个种子", "补建下载记录")
	var pending int
	e.st.DB().QueryRow(`SELECT COUNT(*) FROM subengine_sent WHERE record_id = 0`).Scan(&pending)
	if len(e.dl.recs) != 1 || pending != 0 {
		t.Fatalf("records %v, %d intents left", e.dl.names(), pending)
	}
}
