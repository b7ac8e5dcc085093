package rankingsub

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// DefaultRating is the 最低分数 the dialog starts with.
const DefaultRating = 8.5

// Input is sub_dataset's body.
type Input struct {
	Name         string          `json:"name"`
	DataType     string          `json:"data_type"`
	DataKey      string          `json:"data_key"`
	FilterName   string          `json:"filter_name"`
	Rating       *float64        `json:"rating"`
	FilterConfig json.RawMessage `json:"filter_config"`
}

// Dataset is one ranking subscription as get_sub_dataset_list lists it.
type Dataset struct {
	ID           int64           `json:"id"`
	UID          int64           `json:"uid"`
	DataType     string          `json:"data_type"`
	DataKey      string          `json:"data_key"`
	Name         string          `json:"name"`
	Rating       float64         `json:"rating"`
	FilterName   string          `json:"filter_name"`
	FilterConfig json.RawMessage `json:"filter_config"`
	CreatedAt    string          `json:"created_at"`
	LastRun      string          `json:"last_run"`
	Subscribed   int             `json:"subscribed"` // titles it has subscribed so far
}

func invalid(format string, args ...any) error {
	return fault.Invalid{Message: fmt.Sprintf(format, args...)}
}

// dataType checks data_type; missing is Trending (the only one there is).
func dataType(t string) (string, error) {
	switch t {
	case "", DataTypeTrending:
		return DataTypeTrending, nil
	}
	return "", invalid("不支持的榜单类型：%s", t)
}

// check validates the dialog: a known ranking, a score from 0 to 10, a
// filter (missing = automatic) and its config only with 独立设置过滤器.
func (in Input) check() (Input, float64, error) {
	var err error
	if in.DataType, err = dataType(in.DataType); err != nil {
		return in, 0, err
	}
	title, ok := metadata.RankKeys[in.DataKey]
	if !ok {
		return in, 0, invalid("未知的榜单：%s", in.DataKey)
	}
	if in.Name = strings.TrimSpace(in.Name); in.Name == "" || len([]rune(in.Name)) > 64 {
		in.Name = title
	}
	rating := DefaultRating
	if in.Rating != nil {
		rating = *in.Rating
	}
	if math.IsNaN(rating) || rating < 0 || rating > 10 {
		return in, 0, invalid("最低分数必须在0到10之间")
	}
	if in.FilterName = strings.TrimSpace(in.FilterName); in.FilterName == "" {
		in.FilterName = subscribe.FilterAuto
	}
	if in.FilterName != subscribe.FilterNew {
		in.FilterConfig = nil
	} else if len(in.FilterConfig) == 0 || !json.Valid(in.FilterConfig) || in.FilterConfig[0] != '{' {
		return in, 0, invalid("独立设置过滤器时必须填写过滤条件")
	}
	return in, rating, nil
}

// List is the ranking subscriptions of dataType (everyone's: a ranking is
// followed once per install, and every screen shows it as subscribed).
func (s *Service) List(ctx context.Context, t string) ([]Dataset, error) {
	t, err := dataType(t)
	if err != nil {
		return nil, err
	}
	return store.List(ctx, s.DB, func(sc store.Scanner) (Dataset, error) {
		var d Dataset
		var cfg sql.NullString
		err := sc.Scan(&d.ID, &d.UID, &d.DataType, &d.DataKey, &d.Name, &d.Rating, &d.FilterName, &cfg,
			&d.CreatedAt, &d.LastRun, &d.Subscribed)
		if cfg.Valid {
			d.FilterConfig = json.RawMessage(cfg.String)
		}
		return d, err
	}, `SELECT r.id, r.uid, r.data_type, r.data_key, r.name, r.rating, r.filter_name,
		r.filter_config, r.created_at, r.last_run,
		(SELECT COUNT(*) FROM ranking_sub_titles x WHERE x.ranking_id = r.id AND x.result = 'subscribed')
		FROM ranking_subs r WHERE r.data_type = ? ORDER BY r.id`, t)
}

// Sub follows a ranking for u. Subscribing a followed ranking again
// changes its score and filter (its owner or an admin only).
func (s *Service) Sub(ctx context.Context, u store.User, in Input) (string, error) {
	in, rating, err := in.check()
	if err != nil {
		return "", err
	}
	var cfg sql.NullString
	if in.FilterConfig != nil {
		cfg = sql.NullString{String: string(in.FilterConfig), Valid: true}
	}
	var owner int64
	err = s.DB.QueryRowContext(ctx, `SELECT uid FROM ranking_subs WHERE data_type = ? AND data_key = ?`,
		in.DataType, in.DataKey).Scan(&owner)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		_, err = s.DB.ExecContext(ctx, `INSERT INTO ranking_subs(uid, data_type, data_key, name, rating, filter_name,
			filter_config, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			u.ID, in.DataType, in.DataKey, in.Name, rating, in.FilterName, cfg, s.Stamp())
		if err != nil {
			return "", fmt.Errorf("rankingsub: add: %w", err)
		}
		s.Log.Info("ranking subscribed", "key", in.DataKey, "rating", rating, "user", u.Username)
		return fmt.Sprintf("已订阅榜单%s，评分不低于%.1f的影视会自动订阅", in.Name, rating), nil
	case err != nil:
		return "", err
	case owner != u.ID && u.Role != store.RoleAdmin:
		return "", invalid("%s已经被其他用户订阅了", in.Name)
	}
	_, err = s.DB.ExecContext(ctx, `UPDATE ranking_subs SET name = ?, rating = ?, filter_name = ?, filter_config = ?
		WHERE data_type = ? AND data_key = ?`, in.Name, rating, in.FilterName, cfg, in.DataType, in.DataKey)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("已更新榜单%s的订阅设置", in.Name), nil
}

// Delete stops following a ranking (its owner or an admin). The titles it
// subscribed stay subscribed.
func (s *Service) Delete(ctx context.Context, u store.User, t, key string) (string, error) {
	t, err := dataType(t)
	if err != nil {
		return "", err
	}
	var id, owner int64
	var name string
	err = s.DB.QueryRowContext(ctx, `SELECT id, uid, name FROM ranking_subs WHERE data_type = ? AND data_key = ?`,
		t, key).Scan(&id, &owner, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", invalid("没有订阅这个榜单")
	}
	if err != nil {
		return "", err
	}
	if owner != u.ID && u.Role != store.RoleAdmin {
		return "", invalid("只能取消自己订阅的榜单")
	}
	if _, err := s.DB.ExecContext(ctx, `DELETE FROM ranking_subs WHERE id = ?`, id); err != nil {
		return "", err
	}
	s.Log.Info("ranking unsubscribed", "key", key, "user", u.Username)
	return "已取消订阅" + name, nil
}
