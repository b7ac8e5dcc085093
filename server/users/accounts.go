package users

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/store"
)

// Refusal is a request the rules refuse; Message is shown to the user.
type Refusal = fault.Invalid

// Input is the user form (register / update_user, api-contract §2.7).
type Input struct {
	Username string `json:"username"`
	Nickname string `json:"nickname"`
	Password string `json:"password"`     // register
	NewPass  string `json:"new_password"` // update_user: "" keeps the password
	Role     int    `json:"role"`
	Profile
}

// Account is a user with their profile, as the user screens read it.
type Account struct {
	store.User
	Profile
}

// normalise trims the fields and checks them; password is what to set
// ("" = keep). Messages name the field and the rule.
func (in *Input) normalise(password string, passwordRequired bool) error {
	in.Username, in.Nickname = strings.TrimSpace(in.Username), strings.TrimSpace(in.Nickname)
	switch {
	case in.Username == "":
		return Refusal{Message: "必须填写用户名"}
	case utf8.RuneCountInString(in.Username) > 64:
		return Refusal{Message: "用户名不能超过64个字符"}
	case in.Nickname == "":
		return Refusal{Message: "必须填写昵称"}
	case utf8.RuneCountInString(in.Nickname) > 64:
		return Refusal{Message: "昵称不能超过64个字符"}
	case passwordRequired && password == "":
		return Refusal{Message: "必须填写密码"}
	case password != "" && utf8.RuneCountInString(password) < 6:
		return Refusal{Message: "密码不能少于6位"}
	case utf8.RuneCountInString(password) > 64:
		return Refusal{Message: "密码不能超过64位"}
	case in.Role != store.RoleAdmin && in.Role != store.RoleUser:
		return Refusal{Message: "角色只能是管理员或普通用户"}
	}
	// Length caps on the profile's text fields, naming each.
	for _, f := range []struct {
		label, value string
		max          int
	}{{"豆瓣用户（douban_user）", in.DoubanUser, 100}, {"企业微信用户（qywx_user）", in.QywxUser, 100},
		{"Pushdeer PushKey（pushdeer_key）", in.PushdeerKey, 200}, {"Bark推送URL（bark_url）", in.BarkURL, 500},
		{"Telegram UserID（telegram_user_id）", in.TelegramUserID, 64}, {"评分规则（score_rule_name）", in.ScoreRuleName, 64}} {
		if utf8.RuneCountInString(f.value) > f.max {
			return Refusal{Message: fmt.Sprintf("%s不能超过%d个字符", f.label, f.max)}
		}
	}
	if len(in.PermissionCategory) > len(Categories) {
		return Refusal{Message: fmt.Sprintf("搜索分类（permission_category）最多%d个", len(Categories))}
	}
	for _, c := range in.PermissionCategory {
		if !contains(Categories, c) {
			return Refusal{Message: fmt.Sprintf("未知的搜索分类：%s", c)}
		}
	}
	if in.BarkURL != "" {
		if u, err := url.Parse(in.BarkURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return Refusal{Message: "Bark推送URL必须是 http:// 或 https:// 开头的地址"}
		}
	}
	if in.ScoreRuleName == "" {
		in.ScoreRuleName = DefaultScoreRule
	}
	if in.PermissionCategory == nil {
		in.PermissionCategory = []string{}
	}
	return nil
}

// Register creates an account with its profile.
func (s *Service) Register(ctx context.Context, in Input) (store.User, error) {
	if err := in.normalise(in.Password, true); err != nil {
		return store.User{}, err
	}
	if err := s.checkBarkServer(ctx, in.Role, in.BarkURL); err != nil {
		return store.User{}, err
	}
	if _, err := s.st.UserByUsername(ctx, in.Username); err == nil {
		return store.User{}, Refusal{Message: "用户名已存在"}
	} else if !errors.Is(err, store.ErrNotFound) {
		return store.User{}, err
	}
	hash, err := auth.HashPassword(in.Password)
	if err != nil {
		return store.User{}, err
	}
	u, err := s.st.CreateUser(ctx, in.Username, hash, in.Role)
	if err != nil {
		return store.User{}, err
	}
	if in.Nickname != u.Nickname {
		if err := s.st.UpdateNickname(ctx, u.ID, in.Nickname); err != nil {
			return store.User{}, err
		}
		u.Nickname = in.Nickname
	}
	return u, s.SaveProfile(ctx, u.ID, in.Profile)
}

// Update edits an account. selfService marks a normal user editing
// themselves: they keep their role, categories and approval setting.
func (s *Service) Update(ctx context.Context, uid int64, in Input, selfService bool) error {
	if err := in.normalise(in.NewPass, false); err != nil {
		return err
	}
	if selfService {
		old, err := s.Profile(ctx, uid)
		if err != nil {
			return err
		}
		in.Role = store.RoleUser
		in.PermissionCategory, in.ApprovalEnable = old.PermissionCategory, old.ApprovalEnable
	}
	if err := s.checkBarkServer(ctx, in.Role, in.BarkURL); err != nil {
		return err
	}
	change := store.AccountChange{Username: in.Username, Nickname: in.Nickname, Role: in.Role}
	if in.NewPass != "" {
		hash, err := auth.HashPassword(in.NewPass)
		if err != nil {
			return err
		}
		change.PasswordHash = hash
	}
	if err := refusal(s.st.UpdateAccount(ctx, uid, change)); err != nil {
		return err
	}
	return s.SaveProfile(ctx, uid, in.Profile)
}

// refusal is the store's answer to a change of accounts as the user is
// told it: a missing user, a taken name, the last admin.
func refusal(err error) error {
	switch {
	case errors.Is(err, store.ErrNotFound):
		return Refusal{Message: "用户不存在"}
	case errors.Is(err, store.ErrUsernameTaken):
		return Refusal{Message: "用户名已存在"}
	case errors.Is(err, store.ErrLastAdmin):
		return Refusal{Message: "至少要保留一个管理员"}
	}
	return err
}

// Delete removes an account with its profile, notifications and API keys.
// The first admin (id 1) and the last admin stay.
func (s *Service) Delete(ctx context.Context, uid int64) error {
	if uid == 1 {
		return Refusal{Message: "不能删除初始管理员"}
	}
	if err := refusal(s.st.DeleteUser(ctx, uid)); err != nil {
		return err
	}
	s.removeAvatar(uid)
	return nil
}

// List returns every account with its profile, oldest first.
func (s *Service) List(ctx context.Context) ([]Account, error) {
	list, err := s.st.Users(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Account, 0, len(list))
	for _, u := range list {
		p, err := s.Profile(ctx, u.ID)
		if err != nil {
			return nil, err
		}
		out = append(out, Account{User: u, Profile: p})
	}
	return out, nil
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
