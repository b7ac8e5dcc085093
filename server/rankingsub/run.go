package rankingsub

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// rankLimit is how much of a ranking is read: what /recommend shows of it.
const rankLimit = 50

type job struct {
	id, uid           int64
	key, name, filter string
	cfg               sql.NullString
	rating            float64
}

// RunAll reads every subscribed ranking and subscribes the titles rated at
// least its score that it has not handled yet (the scheduler's job). One
// ranking failing (Douban down, owner gone) does not stop the others.
func (s *Service) RunAll(ctx context.Context) error {
	jobs, err := store.Rows(ctx, s.DB, func(j *job) []any { return []any{&j.id, &j.uid, &j.key, &j.name, &j.rating, &j.filter, &j.cfg} },
		`SELECT id, uid, data_key, name, rating, filter_name, filter_config FROM ranking_subs ORDER BY id`)
	if err != nil {
		return err
	}
	var firstErr error
	// A ranking that cannot be read is the job's error: the scheduler
	// tells the admins once per reason.
	for _, j := range jobs {
		if err := s.run(ctx, j); err != nil {
			s.Log.Warn("ranking subscription failed", "key", j.key, "err", err)
			if firstErr == nil {
				firstErr = fmt.Errorf("%s: %w", j.name, err)
			}
		}
	}
	return firstErr
}

// run handles one ranking. A title is remembered once subscribing it
// succeeded or the user already had it; any other failure is tried again
// next run. Titles below the score are not remembered (ratings change).
func (s *Service) run(ctx context.Context, j job) error {
	owner, err := s.Store.UserByID(ctx, j.uid)
	if err != nil {
		return err
	}
	items, err := s.rank.DoubanCollection(ctx, j.key, rankLimit)
	if err != nil {
		return err
	}
	done, err := s.handled(ctx, j.id)
	if err != nil {
		return err
	}
	added := 0
	for _, it := range items {
		if it.ID == "" || done[it.ID] || it.RatingValue() < j.rating {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		in := subscribe.DoubanInput{ID: json.RawMessage(`"` + it.ID + `"`),
			Options: subscribe.Options{FilterName: j.filter}}
		if j.cfg.Valid {
			in.FilterConfig = json.RawMessage(j.cfg.String)
		}
		list := "ranking:" + strconv.FormatInt(j.id, 10)
		result, msg, err := subscribe.FromList(ctx, s.Subs, owner, in)
		if err != nil {
			s.Log.Warn("ranking title not subscribed", "key", j.key, "douban_id", it.ID, "title", it.Title, "err", err)
			s.Missed(ctx, owner.ID, list, it.ID, it.Title, "订阅的榜单"+j.name+"：《"+it.Title+"》未能订阅："+err.Error(), "")
			continue
		}
		s.Took(ctx, list, it.ID)
		if result == "subscribed" {
			added++
			s.Log.Info("ranking title subscribed", "key", j.key, "douban_id", it.ID, "title", it.Title,
				"rating", it.RatingValue(), "message", msg)
			note := fmt.Sprintf("来自订阅的榜单%s：豆瓣评分%.1f，不低于最低分数%.1f", j.name, it.RatingValue(), j.rating)
			if err := s.Subs.Note(ctx, owner.ID, it.ID, note); err != nil {
				return err
			}
		}
		if _, err := s.DB.ExecContext(ctx, `INSERT OR IGNORE INTO ranking_sub_titles(ranking_id, douban_id, result,
			created_at) VALUES (?, ?, ?, ?)`, j.id, it.ID, result, s.Stamp()); err != nil {
			return err
		}
	}
	_, err = s.DB.ExecContext(ctx, `UPDATE ranking_subs SET last_run = ? WHERE id = ?`, s.Stamp(), j.id)
	if added > 0 {
		s.Log.Info("ranking run done", "key", j.key, "subscribed", added)
	}
	return err
}

func (s *Service) handled(ctx context.Context, id int64) (map[string]bool, error) {
	return store.Set[string](ctx, s.DB, `SELECT douban_id FROM ranking_sub_titles WHERE ranking_id = ?`, id)
}
