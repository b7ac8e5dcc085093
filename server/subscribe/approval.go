package subscribe

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/movie-robot/web-console/server/store"
)

var urlUnescape = url.QueryUnescape

// notifyType is the SysNotify type whose approval_enable args make the
// bell show 同意/拒绝 (api-contract §2.7).
const notifyType = "SmartDownload"

// create stores recs for u (skipping titles u already subscribed to) with
// status 0, or 3 when u's subscriptions need approval — then every admin
// gets a notification with the approve/refuse action.
func (s *Service) create(ctx context.Context, u store.User, recs []record, o Options, start int) (string, error) {
	approval, err := s.Approval(ctx, u.ID)
	if err != nil {
		return "", err
	}
	approval = approval && u.Role != store.RoleAdmin
	status := StatusSubscribed
	if approval {
		status = StatusApproval
	}
	var cfg sql.NullString
	if o.FilterConfig != nil {
		cfg = sql.NullString{String: string(o.FilterConfig), Valid: true}
	}
	var names []string
	var added []record
	for _, r := range recs {
		if dup, err := s.exists(ctx, u.ID, r); err != nil || dup {
			if err != nil {
				return "", err
			}
			continue
		}
		now := s.timeText()
		res, err := s.db.ExecContext(ctx, `INSERT INTO subscriptions(uid, douban_id, tmdb_id, media_type, cn_name, en_name,
			poster_url, description, rating, release_year, season_index, season_year, genres, area, url, app_url, status,
			filter_name, filter_config, sub_mode, start_episode, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			u.ID, r.doubanID, r.tmdbID, r.mediaType, r.cn, r.en, r.poster, r.desc, r.rating, r.year, r.season, r.seasonYear,
			r.genres, r.area, r.url, r.appURL, status, o.FilterName, cfg, o.SubMode, start, now, now)
		if err != nil {
			return "", fmt.Errorf("subscribe: add: %w", err)
		}
		id, _ := res.LastInsertId()
		name := displayName(r)
		names, added = append(names, name), append(added, r)
		line := fmt.Sprintf("%s 订阅了《%s》，过滤器：%s，订阅模式：%s", nick(u), name, o.FilterName, o.SubMode)
		if start > 0 {
			line += fmt.Sprintf("，从第%d集开始", start)
		}
		if approval {
			line += "。需要管理员批准后才会开始下载"
		}
		if err := s.addLog(ctx, id, line); err != nil {
			return "", err
		}
		if approval {
			if err := s.askAdmins(ctx, u, id, name); err != nil {
				return "", err
			}
		} else {
			defer s.activated(id)
		}
	}
	for _, r := range added {
		s.pushSubscribed(ctx, u.ID, nick(u), r)
	}
	switch {
	case len(names) == 0:
		return "", errAlreadySubscribed
	case approval:
		return "已提交订阅，等待管理员批准：" + strings.Join(names, "、"), nil
	}
	return "订阅成功：" + strings.Join(names, "、"), nil
}

func (s *Service) exists(ctx context.Context, uid int64, r record) (bool, error) {
	var n int
	var err error
	if r.doubanID != "" {
		err = s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM subscriptions WHERE uid = ? AND douban_id = ?`, uid, r.doubanID).Scan(&n)
	} else {
		err = s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM subscriptions WHERE uid = ? AND tmdb_id = ? AND media_type = ? AND season_index = ?`,
			uid, r.tmdbID, r.mediaType, r.season).Scan(&n)
	}
	return n > 0, err
}

func displayName(r record) string {
	if r.mediaType == "TV" && r.season > 0 && !strings.Contains(r.cn, "季") {
		return fmt.Sprintf("%s 第%d季", r.cn, r.season)
	}
	return r.cn
}

func nick(u store.User) string {
	if u.Nickname != "" {
		return u.Nickname
	}
	return u.Username
}

// askAdmins sends every admin the approval request for subscription id,
// and tells u on her bell that it waits: her messages say where it stands
// until an admin decides (decided tells her then).
func (s *Service) askAdmins(ctx context.Context, u store.User, id int64, name string) error {
	users, err := s.store.Users(ctx)
	if err != nil {
		return err
	}
	args, _ := json.Marshal(map[string]any{"sub_id": id, "approval_enable": true})
	for _, a := range users {
		if a.Role != store.RoleAdmin {
			continue
		}
		err := s.store.AddNotify(ctx, store.Notify{UID: a.ID, Title: "订阅等待批准",
			Message: fmt.Sprintf("%s 订阅了《%s》，批准后才会开始下载。", nick(u), name), Icon: "HowToReg",
			Type: notifyType, Args: sql.NullString{String: string(args), Valid: true}, HasAction: true})
		if err != nil {
			return err
		}
	}
	return s.store.AddNotify(ctx, store.Notify{UID: u.ID, Title: "订阅等待批准",
		Message: "你订阅了《" + name + "》，管理员批准后才会开始下载。", Icon: "Subscriptions", Type: "System"})
}

// awaiting is subscription id if it waits for approval.
func (s *Service) awaiting(ctx context.Context, admin store.User, id int64) (Sub, error) {
	x, err := s.Get(ctx, admin, id)
	if err == nil && x.Status != StatusApproval {
		err = invalid("这个订阅不需要批准")
	}
	return x, err
}

// Approve starts a subscription that waited for approval (admins only;
// the caller checks the role).
func (s *Service) Approve(ctx context.Context, admin store.User, id int64) (string, error) {
	x, err := s.awaiting(ctx, admin, id)
	if err != nil {
		return "", err
	}
	if _, err := s.db.ExecContext(ctx, `UPDATE subscriptions SET status = ?, updated_at = ? WHERE id = ?`,
		StatusSubscribed, s.timeText(), id); err != nil {
		return "", err
	}
	if err := s.addLog(ctx, id, nick(admin)+" 批准了订阅，开始订阅中"); err != nil {
		return "", err
	}
	defer s.activated(id)
	return "已同意订阅《" + x.CNName + "》", s.decided(ctx, x, "订阅已批准", "管理员同意了你对《"+x.CNName+"》的订阅，已开始订阅。")
}

// Refuse drops a subscription that waited for approval; the card then
// shows it unsubscribed. The log entry is written first and goes with it.
func (s *Service) Refuse(ctx context.Context, admin store.User, id int64) (string, error) {
	x, err := s.awaiting(ctx, admin, id)
	if err != nil {
		return "", err
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM subscriptions WHERE id = ?`, id); err != nil {
		return "", err
	}
	return "已拒绝订阅《" + x.CNName + "》", s.decided(ctx, x, "订阅被拒绝", "管理员拒绝了你对《"+x.CNName+"》的订阅。")
}

// decided closes the admins' approval requests for x and tells its owner,
// on the bell and on their own notification targets.
func (s *Service) decided(ctx context.Context, x Sub, title, message string) error {
	if err := s.store.MarkNotifyActioned(ctx, notifyType, "sub_id", x.ID, "已处理"); err != nil {
		return err
	}
	err := s.store.AddNotify(ctx, store.Notify{UID: x.UID, Title: title, Message: message, Icon: "Subscriptions", Type: "System"})
	if err == nil {
		s.pushDecision(ctx, x, title, message)
	}
	return err
}
