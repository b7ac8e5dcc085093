// Package users keeps what an account is beyond signing in: its delivery
// targets (Bark, PushDeer, Telegram, 企业微信), Douban account, score rule,
// the search categories it may use and whether its subscriptions need an
// administrator's approval (api-contract §2.7, §3.2). Accounts themselves
// (name, password, role) stay in the core store, which auth reads on every
// request.
package users

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/store"
)

// Categories are the permission categories (api-contract §3.2), in the
// order the screens list them.
var Categories = []string{"Movie", "TV", "Documentary", "Anime", "Music", "AV"}

// DefaultScoreRule is the score rule of a user who never chose one.
const DefaultScoreRule = "compress"

// Profile is one user's settings beyond the account.
type Profile struct {
	DoubanUser         string   `json:"douban_user"`
	QywxUser           string   `json:"qywx_user"`
	PushdeerKey        string   `json:"pushdeer_key"`
	BarkURL            string   `json:"bark_url"`
	TelegramUserID     string   `json:"telegram_user_id"`
	ScoreRuleName      string   `json:"score_rule_name"`
	PermissionCategory []string `json:"permission_category"`
	ApprovalEnable     bool     `json:"approval_enable"`
}

// defaultProfile is what a user without a stored profile has: every
// category, the default score rule, no approval.
func defaultProfile() Profile {
	return Profile{ScoreRuleName: DefaultScoreRule, PermissionCategory: append([]string(nil), Categories...)}
}

var migrations = []string{
	`CREATE TABLE user_profiles (
		uid     INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
		profile TEXT NOT NULL -- JSON of Profile
	);`,
}

// Service reads and writes profiles.
type Service struct {
	st        *store.Store
	avatarDir string
	now       func() time.Time
}

// New returns the service, creating its table on first use.
func New(ctx context.Context, st *store.Store, opts ...Options) (*Service, error) {
	if err := st.MigrateDomain(ctx, "users", migrations); err != nil {
		return nil, err
	}
	// A domain name of its own, so the two lists grow independently.
	if err := st.MigrateDomain(ctx, "user_invites", inviteMigrations); err != nil {
		return nil, err
	}
	s := &Service{st: st, now: time.Now}
	for _, o := range opts {
		s.avatarDir = o.AvatarDir
		if o.Now != nil {
			s.now = o.Now
		}
	}
	return s, nil
}

// Profile returns uid's profile (the default one when none is stored).
func (s *Service) Profile(ctx context.Context, uid int64) (Profile, error) {
	var text string
	err := s.st.DB().QueryRowContext(ctx, `SELECT profile FROM user_profiles WHERE uid = ?`, uid).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return defaultProfile(), nil
	}
	if err != nil {
		return Profile{}, fmt.Errorf("users: read profile: %w", err)
	}
	p := defaultProfile()
	if err := json.Unmarshal([]byte(text), &p); err != nil {
		return Profile{}, fmt.Errorf("users: decode profile: %w", err)
	}
	return p, nil
}

// SaveProfile stores uid's profile.
func (s *Service) SaveProfile(ctx context.Context, uid int64, p Profile) error {
	text, err := json.Marshal(p)
	if err != nil {
		return err
	}
	_, err = s.st.DB().ExecContext(ctx, `INSERT INTO user_profiles(uid, profile) VALUES (?, ?)
		ON CONFLICT(uid) DO UPDATE SET profile = excluded.profile`, uid, string(text))
	if err != nil {
		return fmt.Errorf("users: save profile: %w", err)
	}
	return nil
}

// CategoryRule is the one rule of permission categories, for the API's
// routes and the subscription engine alike: an admin, and a user whose
// profile holds every category, may use any (a torrent of unknown
// category too: nothing is withheld from them, and many sites' categories
// are not mapped); a user limited to some may use only those, never an
// unknown one (it may be what is withheld).
func CategoryRule(u store.User, p Profile) func(category string) bool {
	if u.Role == store.RoleAdmin || p.holdsEvery() {
		return func(string) bool { return true }
	}
	return p.MayUse
}

func (p Profile) holdsEvery() bool {
	for _, c := range Categories {
		if !p.MayUse(c) {
			return false
		}
	}
	return true
}

// MayUse reports whether the profile allows a permission category.
func (p Profile) MayUse(category string) bool {
	for _, c := range p.PermissionCategory {
		if c == category {
			return true
		}
	}
	return false
}

// ApprovalEnabled reports whether uid's subscriptions wait for an
// administrator's approval (server/subscribe asks this).
func (s *Service) ApprovalEnabled(ctx context.Context, uid int64) (bool, error) {
	p, err := s.Profile(ctx, uid)
	return p.ApprovalEnable, err
}

// NotifyTargets is uid's own notification targets (server/notify delivers
// messages about the user's subscriptions and downloads to them).
func (s *Service) NotifyTargets(ctx context.Context, uid int64) (notify.Targets, error) {
	p, err := s.Profile(ctx, uid)
	if err != nil {
		return notify.Targets{}, err
	}
	u, err := s.st.UserByID(ctx, uid)
	if err != nil {
		return notify.Targets{}, err
	}
	return notify.Targets{Bark: p.BarkURL, PushDeer: p.PushdeerKey, Telegram: p.TelegramUserID, Qywx: p.QywxUser,
		AnyBark: u.Role == store.RoleAdmin}, nil
}

// checkBarkServer refuses a normal user's Bark URL that points anywhere but
// the public Bark host or an admin's Bark channel (notify.BarkServerAllowed).
func (s *Service) checkBarkServer(ctx context.Context, role int, barkURL string) error {
	if barkURL == "" || role == store.RoleAdmin {
		return nil
	}
	list, err := notify.ChannelsSection.Load(ctx, s.st)
	if err != nil {
		return err
	}
	if !notify.BarkServerAllowed(list, barkURL) {
		return Refusal{Message: "Bark推送URL（bark_url）只能使用官方服务器 api.day.app 或管理员在通知设置中配置的Bark服务器"}
	}
	return nil
}
