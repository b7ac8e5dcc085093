package api

import (
	"net/http"
	"strings"
)

// taskRoutes: task/run starts a background job now instead of at its next
// turn (an admin's "run now"; the browser tests read the sites' listings
// with it rather than wait a quarter of an hour).
func (s *Server) taskRoutes() {
	s.mux.Handle("GET /api/task/run", s.handle(s.requireAdmin(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		name := strings.TrimSpace(r.URL.Query().Get("name"))
		if name == "" {
			return nil, Error{"请指定要运行的任务"}
		}
		if s.tasks == nil {
			return nil, Error{"后台任务没有运行"}
		}
		title, ok := s.tasks.Kick(name)
		if !ok {
			return nil, Error{"没有这个任务：" + name}
		}
		return Result{Message: "已开始运行：" + title}, nil
	})))
}

// kick asks for an early run of a job, when a scheduler runs.
func (s *Server) kick(job string) {
	if s.tasks != nil {
		s.tasks.Kick(job)
	}
}
