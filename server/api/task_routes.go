package api

import (
	"net/http"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/subengine"
)

// taskRoutes: task/list says what every background job is doing (the
// settings hub's 后台任务), task/run starts one now instead of at its next
// turn (an admin's 立即运行; the browser tests read the sites' listings
// with it rather than wait a quarter of an hour).
func (s *Server) taskRoutes() {
	s.mux.Handle("GET /api/task/list", s.handle(s.requireAdmin(func(http.ResponseWriter, *http.Request) (any, error) {
		out := []taskJSON{}
		if s.Tasks == nil {
			return out, nil
		}
		for _, st := range s.Tasks.Status() {
			out = append(out, taskJSON{Name: st.Name, Title: st.Title, Running: st.Running, Runs: st.Runs,
				LastStart: timeText(st.LastStart), LastEnd: timeText(st.LastEnd), NextRun: timeText(st.NextRun),
				LastError: st.LastError})
		}
		return out, nil
	})))
	s.mux.Handle("GET /api/task/run", s.handle(s.requireAdmin(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		name := strings.TrimSpace(r.URL.Query().Get("name"))
		if name == "" {
			return nil, Error{Message: "请指定要运行的任务"}
		}
		if s.Tasks == nil {
			return nil, Error{Message: "后台任务没有运行"}
		}
		title, ok := s.Tasks.Kick(name)
		if !ok {
			return nil, Error{Message: "没有这个任务：" + name}
		}
		return Result{Message: "已开始运行：" + title}, nil
	})))

	// Additions: the engine's daily full search (one site search per
	// subscription a day, so off by default), switched from 后台任务. The
	// job reads the switch at every run and before every search; switched
	// on, it runs now rather than at its next hourly turn.
	admin := s.adminOnly
	s.mux.Handle("GET /api/task/get_subscribe_config", admin(getSection(s, subengine.ConfigSection)))
	setFull := setEnable(s, subengine.ConfigSection, func(c *subengine.Config, on bool) { c.FullSearch = on })
	s.mux.Handle("POST /api/task/set_full_search", admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		res, err := setFull(w, r)
		if err == nil {
			if on, _ := subengine.ConfigSection.Load(r.Context(), s.Store); on.FullSearch {
				s.kick(subengine.JobFull)
			}
		}
		return res, err
	}))
}

// kick asks for an early run of a job, when a scheduler runs.
func (s *Server) kick(job string) {
	if s.Tasks != nil {
		s.Tasks.Kick(job)
	}
}

// taskJSON is one job of task/list; times are 'YYYY-MM-DD HH:MM:SS', "" = never.
type taskJSON struct {
	Name      string `json:"name"`
	Title     string `json:"title"`
	Running   bool   `json:"running"`
	Runs      int64  `json:"runs"`
	LastStart string `json:"last_start"`
	LastEnd   string `json:"last_end"`
	NextRun   string `json:"next_run"`
	LastError string `json:"last_error"`
}

func timeText(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Local().Format(time.DateTime)
}
