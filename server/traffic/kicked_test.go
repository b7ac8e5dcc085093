package traffic

import (
	"context"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/settings"
)

// Within 下载数据统计周期 the minute's wake-ups run no round, but 立即运行
// (a kicked run of the job) does.
func TestKickedRunIgnoresThePeriod(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st := storetest.Open(t)
	storetest.PutSetting(t, st, settings.FreeDownloadSection, settings.FreeDownloadSetting{FreeDownload: settings.FreeDownload{
		Enable: true, SavePath: t.TempDir(), AvailableSpace: 1, AvgStatisticsPeriod: 60, UploadMbpsMaximum: 30}})
	e, err := New(ctx, Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	sched, err := scheduler.New(scheduler.Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	ran := make(chan struct{}, 8)
	if err := sched.Add(ctx, scheduler.Job{Name: JobName, Every: 10 * time.Millisecond, Run: func(ctx context.Context) error {
		defer func() { ran <- struct{}{} }()
		return e.Run(ctx)
	}}); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { defer close(done); sched.Run(ctx) }()
	defer func() { cancel(); <-done }()
	for range 3 { // the first wake-up runs a round, the next two are inside the period
		<-ran
	}
	if n := len(list(t, st).Runs); n != 1 {
		t.Fatalf("%d rounds in the period, want 1", n)
	}
	sched.Kick(JobName)
	deadline := time.After(30 * time.Second)
	for len(list(t, st).Runs) < 2 {
		select {
		case <-ran:
		case <-deadline:
			t.Fatal("the kicked run ran no round")
		}
	}
}
