package cli

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"

	"github.com/movie-robot/web-console/server/health"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/users"
)

// jobHealth is the scheduler job of the background health checks.
const jobHealth = "health"

// services are the built-in backend's domain packages, built once on the
// store in dependency order, and the one scheduler that runs their
// background work.
type services struct {
	sched    *scheduler.Scheduler
	notifier *notify.Notifier
	checker  *health.Checker
	users    *users.Service
	meta     *metadata.Service
	subs     *subscribe.Service
}

func newServices(cfg Config, st *store.Store, logger *slog.Logger) (*services, error) {
	ctx := context.Background()
	s := &services{notifier: notify.NewNotifier(st, nil, logger)}
	var err error
	if s.sched, err = scheduler.New(scheduler.Options{Store: st, Logger: logger}); err != nil {
		return nil, fmt.Errorf("scheduler: %w", err)
	}
	s.checker = health.New(health.Options{Store: st, Logger: logger,
		OnDown: func(ctx context.Context, sv health.Service, h settings.Health) {
			s.notifier.Send(ctx, notify.ServiceDown, map[string]string{"service_name": sv.Display, "reason": h.Message})
		}})
	if s.users, err = users.New(ctx, st, users.Options{AvatarDir: filepath.Join(cfg.DataDir, "avatars")}); err != nil {
		return nil, fmt.Errorf("users: %w", err)
	}
	s.meta, err = metadata.New(ctx, metadata.Options{Store: st, ImageDir: filepath.Join(cfg.DataDir, "cache", "images")})
	if err != nil {
		return nil, fmt.Errorf("metadata: %w", err)
	}
	if s.subs, err = subscribe.New(ctx, st, s.meta, s.users); err != nil {
		return nil, fmt.Errorf("subscribe: %w", err)
	}
	return s, nil
}

// startJobs registers every background job and runs the scheduler; the
// returned stop waits until no job is running any more.
func (s *services) startJobs() (stop func(), err error) {
	jobs := []scheduler.Job{
		{Name: jobHealth, Title: "检查媒体服务器、下载工具和元数据接口", Every: health.DefaultInterval, Run: s.checker.CheckAll},
	}
	for _, j := range jobs {
		if err := s.sched.Add(context.Background(), j); err != nil {
			return nil, err
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { defer close(stopped); s.sched.Run(ctx) }()
	return func() { cancel(); <-stopped }, nil
}
