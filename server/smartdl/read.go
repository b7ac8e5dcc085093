package smartdl

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

const (
	wishPageSize = 50  // rexxar's largest page
	maxWishPages = 200 // 10 000 marks: more is a broken answer, not a list
)

// beijing is the zone of Douban's times.
var beijing = time.FixedZone("CST", 8*3600)

// mark is a new 想看 title to subscribe.
type mark struct{ id, title string }

// RunAll reads the whole 想看 list of every followed user (the scheduler's
// job) and subscribes, in the first admin's name, each title marked within
// the user's 拉取天数 that was not handled before. One user failing does
// not stop the others.
func (r *Reader) RunAll(ctx context.Context) error {
	cfg, err := Section.Load(ctx, r.Store)
	if err != nil || len(cfg.Users) == 0 {
		return err
	}
	paths, err := settings.MediaPathSection.Load(ctx, r.Store)
	if err != nil {
		return err
	}
	owner, err := r.Store.FirstAdmin(ctx)
	if err != nil {
		return fmt.Errorf("豆瓣想看：没有管理员：%w", err)
	}
	var firstErr error
	// A list that cannot be read is the job's error: the scheduler tells
	// the admins once per reason.
	for _, u := range cfg.Users {
		if err := r.readUser(ctx, cfg, paths, owner, u); err != nil {
			r.Log.Warn("douban wish list failed", "douban_user", u.ID, "err", err)
			if firstErr == nil {
				firstErr = fmt.Errorf("豆瓣用户%s：%w", u.ID, err)
			}
		}
	}
	return firstErr
}

// newMarks pages through u's whole list (newest first) and returns the
// marks within the pull range not handled yet.
func (r *Reader) newMarks(ctx context.Context, u User) ([]mark, error) {
	seen, err := r.seen(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	days := u.PullTimeRange
	if days <= 0 {
		days = defaultDays
	}
	cutoff := r.Now().Add(-time.Duration(days) * 24 * time.Hour)
	var out []mark
	for page, start := 0, 0; page < maxWishPages; page++ {
		marks, total, err := r.douban.DoubanWishPage(ctx, u.ID, start, wishPageSize)
		if err != nil {
			return nil, err
		}
		for _, m := range marks {
			at, err := time.ParseInLocation("2006-01-02 15:04:05", m.CreateTime, beijing)
			if err == nil && at.Before(cutoff) {
				return out, nil // the rest is older still
			}
			if m.Subject.ID != "" && !seen[m.Subject.ID] {
				seen[m.Subject.ID] = true
				out = append(out, mark{id: m.Subject.ID, title: m.Subject.Title})
			}
		}
		start += len(marks)
		if len(marks) == 0 || start >= total {
			break
		}
	}
	return out, nil
}

// readUser subscribes u's new marks where the save-path rules place them.
// A mark is remembered once it is subscribed (or the admin already had
// it); a title with nowhere to save it, or a failure, is tried next run.
func (r *Reader) readUser(ctx context.Context, cfg Config, paths []settings.MediaPath, owner store.User, u User) error {
	marks, err := r.newMarks(ctx, u)
	if err != nil {
		return err
	}
	added := 0
	for _, m := range marks {
		if err := ctx.Err(); err != nil {
			return err
		}
		d, err := r.douban.DoubanDetail(ctx, m.id, "")
		if err != nil {
			r.Log.Warn("douban wish title unreadable", "douban_user", u.ID, "douban_id", m.id, "err", err)
			continue
		}
		list := "wish:" + u.ID
		place := Place(cfg, paths, SubjectOf(d))
		if place.Path == "" {
			r.Log.Warn("douban wish title has nowhere to be saved", "douban_user", u.ID, "douban_id", m.id, "title", d.Title)
			why, _ := Explain(cfg, paths, d.Title, SubjectOf(d))
			r.Missed(ctx, owner.ID, list, m.id, d.Title, "豆瓣用户"+u.ID+"的想看："+why, "/smartDownload/douban")
			continue
		}
		result, msg, err := subscribe.FromList(ctx, r.Subs, owner, subscribe.DoubanInput{ID: json.RawMessage(`"` + m.id + `"`)})
		if err != nil {
			r.Log.Warn("douban wish title not subscribed", "douban_user", u.ID, "douban_id", m.id, "err", err)
			r.Missed(ctx, owner.ID, list, m.id, d.Title, "豆瓣用户"+u.ID+"的想看：《"+d.Title+"》未能订阅："+err.Error(), "/smartDownload/douban")
			continue
		}
		r.Took(ctx, list, m.id)
		if _, err := r.DB.ExecContext(ctx, `INSERT OR REPLACE INTO douban_wish_seen(douban_uid, douban_id, title, result,
			rule, download_path, score_rule, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, u.ID, m.id, d.Title, result,
			place.Rule, place.Path, place.ScoreRule, r.Stamp()); err != nil {
			return err
		}
		if result == "subscribed" {
			added++
			if err := r.Subs.Note(ctx, owner.ID, m.id, wishNote(u.ID, place)); err != nil {
				return err
			}
			r.Log.Info("douban wish title subscribed", "douban_user", u.ID, "douban_id", m.id, "title", d.Title,
				"rule", place.Rule+1, "path", place.Path, "score_rule", place.ScoreRule, "message", msg)
		}
	}
	if added > 0 {
		r.Log.Info("douban wish list read", "douban_user", u.ID, "subscribed", added)
	}
	return nil
}

func (r *Reader) seen(ctx context.Context, uid string) (map[string]bool, error) {
	return store.Set[string](ctx, r.DB, `SELECT douban_id FROM douban_wish_seen WHERE douban_uid = ?`, uid)
}

// wishNote is the 全息日志 line saying where a wish-list title goes.
func wishNote(uid string, p Placement) string {
	if p.Rule >= 0 {
		return fmt.Sprintf("来自豆瓣用户%s的想看：符合下载保存规则%d，将保存到 %s，排序规则 %s", uid, p.Rule+1, p.Path, p.ScoreRule)
	}
	return fmt.Sprintf("来自豆瓣用户%s的想看：没有符合的下载保存规则，将保存到默认媒体文件夹 %s，排序规则 %s", uid, p.Path, p.ScoreRule)
}
