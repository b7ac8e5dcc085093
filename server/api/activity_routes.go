package api

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/movie-robot/web-console/server/activity"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/grab"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subengine"
)

// Outbox is the subscription engine's unconfirmed sends as the activity
// screen sees them (*subengine.Engine).
type Outbox interface {
	Outbox(ctx context.Context) ([]subengine.Waiting, error)
	ResendNow(ctx context.Context, subID int64) error
}

// activityRoutes: the 活动 screen (issue 29): the history of every event
// (paged, filtered; an admin reads everyone's, a user their own), the
// queue of what is under way, and 重试 of a failure through the engine's
// own path for it.
func (s *Server) activityRoutes() {
	user := s.signedIn
	s.mux.Handle("GET /api/activity/list", user(s.activityList))
	s.mux.Handle("GET /api/activity/queue", user(s.activityQueue))
	s.mux.Handle("POST /api/activity/retry", user(s.activityRetry))
}

// activityEntry is a history row with the 重试 the caller may use
// ("resend", "organise", "identify"; "" none).
type activityEntry struct {
	activity.Entry
	Retry string `json:"retry"`
}

// activityList: GET /api/activity/list?start=&kind=&outcome=&from=&to=.
func (s *Server) activityList(_ http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	q := r.URL.Query()
	kinds, err := activity.ParseKinds(q.Get("kind"))
	if err != nil {
		return nil, activityErr(err)
	}
	start, err := strconv.Atoi(q.Get("start"))
	if q.Get("start") != "" && (err != nil || start < 0) {
		return nil, Error{Message: "起始位置（start）不正确"}
	}
	list, total, err := s.Activity.List(r.Context(), activity.Query{UID: u.ID, All: u.Role == store.RoleAdmin,
		Kinds: kinds, Outcome: q.Get("outcome"), From: q.Get("from"), To: q.Get("to"), Start: start})
	if err != nil {
		return nil, activityErr(err)
	}
	out := make([]activityEntry, len(list))
	for i, e := range list {
		out[i] = activityEntry{Entry: e, Retry: s.retryOf(e, u)}
	}
	return map[string]any{"total": total, "page_size": activity.PageSize, "items": out}, nil
}

// retryOf is the 重试 of e that u may use: a failed send is sent again by
// its owner or an admin (a manual one needs its search result, one of a
// subscription the engine's outbox); filing again is an admin's, as
// relink and reanalyse are.
func (s *Server) retryOf(e activity.Entry, u store.User) string {
	admin := u.Role == store.RoleAdmin
	switch {
	case e.Kind == events.SendFailed && (admin || e.UID == u.ID) &&
		(e.Refs.FoundID > 0 || e.Refs.SubID > 0 && s.Outbox != nil):
		return "resend"
	case e.Kind == events.OrganiseFailed && admin && e.Refs.RecordID > 0:
		return "organise"
	case e.Kind == events.IdentifyFailed && admin && e.Refs.RecordID > 0:
		return "identify"
	}
	return ""
}

// activityRetry: POST /api/activity/retry {id}.
func (s *Server) activityRetry(_ http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		ID int64 `json:"id"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	if in.ID <= 0 {
		return nil, Error{Message: "记录编号（id）不正确"}
	}
	u, _ := s.currentUser(r)
	e, err := s.Activity.Get(r.Context(), in.ID, u.ID, u.Role == store.RoleAdmin)
	if err != nil {
		return nil, activityErr(err)
	}
	res, err := s.retry(r, u, e)
	note := "已重试"
	if err != nil {
		note = "重试失败：" + err.Error()
	} else if m, ok := res.(Result); ok && m.Message != "" {
		note = m.Message
	}
	if merr := s.Activity.Retried(r.Context(), e.ID, note); merr != nil {
		s.Logger.Warn("activity: retry note", "id", e.ID, "err", merr)
	}
	return res, err
}

// retry runs e's 重试 through the path that first did the work.
func (s *Server) retry(r *http.Request, u store.User, e activity.Entry) (any, error) {
	switch s.retryOf(e, u) {
	case "resend":
		if e.Refs.FoundID > 0 {
			owner, err := s.Store.UserByID(r.Context(), e.UID)
			if err != nil {
				owner = u
			}
			return s.sendFound(r, owner, grab.Request{FoundID: e.Refs.FoundID, Site: e.Refs.SiteID, SavePath: e.Refs.SavePath})
		}
		if err := s.Outbox.ResendNow(r.Context(), e.Refs.SubID); err != nil {
			if errors.Is(err, subengine.ErrNothingToResend) {
				return nil, Error{Message: err.Error()}
			}
			return nil, Error{Message: "下载器仍未接收：" + err.Error()}
		}
		return Result{Message: "已重新发送到下载器"}, nil
	case "organise", "identify":
		rec, err := s.Downloads.Get(r.Context(), e.Refs.RecordID)
		if errors.Is(err, downloads.ErrNoRecord) {
			return nil, Error{Message: "下载记录已删除，不能再整理"}
		} else if err != nil {
			return nil, err
		}
		return s.organiseRecord(r, rec, "", libraryHint{})
	}
	return nil, Error{Message: "这条记录没有可用的重试"}
}

func activityErr(err error) error {
	if errors.Is(err, activity.ErrNotFound) {
		return Error{Message: err.Error()}
	}
	return err
}
