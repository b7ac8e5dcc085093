package activity

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/store"
)

// PageSize is one page of the history.
const PageSize = 50

// Entry is one row of the history.
type Entry struct {
	ID        int64       `json:"id"`
	Kind      events.Kind `json:"kind"`
	Label     string      `json:"label"`
	UID       int64       `json:"uid"`
	Failure   bool        `json:"failure"`
	Title     string      `json:"title"`
	Reason    string      `json:"reason"`
	Link      string      `json:"link"`
	Refs      events.Refs `json:"refs"`
	Time      string      `json:"time"`
	RetriedAt string      `json:"retried_at"`
	RetryNote string      `json:"retry_note"`
}

// Query is one page's filters. All: every user's rows (an admin), else
// only UID's own.
type Query struct {
	UID      int64
	All      bool
	Kinds    []events.Kind
	Outcome  string // "failure", "success" or "" (both)
	From, To string // dates, 2006-01-02, inclusive; "" open
	Start    int
	Limit    int
}

// Invalid is a filter the caller got wrong (its text names the field).
type Invalid = fault.Invalid

// ErrNotFound: no such row, or not the caller's.
var ErrNotFound = errors.New("找不到这条活动记录")

// where is q's SQL condition and arguments.
func (q Query) where() (string, []any, error) {
	conds, args := []string{"1 = 1"}, []any{}
	if !q.All {
		conds, args = append(conds, "uid = ?"), append(args, q.UID)
	}
	if len(q.Kinds) > 0 {
		marks := strings.TrimSuffix(strings.Repeat("?,", len(q.Kinds)), ",")
		conds = append(conds, "kind IN ("+marks+")")
		for _, k := range q.Kinds {
			args = append(args, string(k))
		}
	}
	switch q.Outcome {
	case "":
	case "failure", "success":
		conds, args = append(conds, "failure = ?"), append(args, q.Outcome == "failure")
	default:
		return "", nil, Invalid{Message: "结果（outcome）只能是 failure 或 success"}
	}
	for _, d := range []struct{ field, v, op, add string }{{"开始日期（from）", q.From, ">=", ""}, {"结束日期（to）", q.To, "<", "next"}} {
		if d.v == "" {
			continue
		}
		day, err := time.Parse(time.DateOnly, d.v)
		if err != nil {
			return "", nil, Invalid{Message: d.field + "的格式应为 2006-01-02：" + d.v}
		}
		if d.add != "" {
			day = day.AddDate(0, 0, 1)
		}
		conds, args = append(conds, "at "+d.op+" ?"), append(args, day.Format(time.DateTime))
	}
	return strings.Join(conds, " AND "), args, nil
}

// List answers one page, newest first, and how many rows match in all.
func (s *Service) List(ctx context.Context, q Query) ([]Entry, int, error) {
	where, args, err := q.where()
	if err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM activity_events WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	limit := q.Limit
	if limit <= 0 || limit > PageSize {
		limit = PageSize
	}
	out, err := store.List(ctx, s.db, scan, `SELECT `+columns+` FROM activity_events WHERE `+where+`
		ORDER BY id DESC LIMIT ? OFFSET ?`, append(args, limit, q.Start)...) // SQLite reads a negative OFFSET as 0
	if err != nil {
		return nil, 0, err
	}
	return out, total, nil
}

// Get answers row id if the caller may read it (all: an admin).
func (s *Service) Get(ctx context.Context, id, uid int64, all bool) (Entry, error) {
	e, err := scan(s.db.QueryRowContext(ctx, `SELECT `+columns+` FROM activity_events WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) || err == nil && !all && e.UID != uid {
		return Entry{}, ErrNotFound
	}
	return e, err
}

const columns = `id, kind, uid, failure, title, reason, link, refs, at, retried_at, retry_note`

func scan(row store.Scanner) (Entry, error) {
	var e Entry
	var refs string
	err := row.Scan(&e.ID, &e.Kind, &e.UID, &e.Failure, &e.Title, &e.Reason, &e.Link, &refs, &e.Time, &e.RetriedAt, &e.RetryNote)
	if err == nil {
		json.Unmarshal([]byte(refs), &e.Refs)
		e.Label = events.Label(e.Kind)
	}
	return e, err
}

// ParseKinds reads the kind filter (comma-separated), refusing a kind the
// stream does not have.
func ParseKinds(s string) ([]events.Kind, error) {
	var out []events.Kind
	for _, k := range strings.Split(s, ",") {
		if k = strings.TrimSpace(k); k == "" {
			continue
		}
		if !events.Known(events.Kind(k)) || events.Live(events.Kind(k)) {
			return nil, Invalid{Message: "类型（kind）不正确：" + k}
		}
		out = append(out, events.Kind(k))
	}
	return out, nil
}
