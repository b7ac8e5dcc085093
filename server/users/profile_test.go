package users

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

func TestProfilesDefaultSaveAndGoWithTheirUser(t *testing.T) {
	ctx := context.Background()
	svc, st, _ := newService(t)
	u, err := svc.Register(ctx, Input{Username: "kid", Nickname: "小明", Password: "kid-pass", Role: store.RoleUser,
		Profile: Profile{PermissionCategory: []string{"Anime"}, ApprovalEnable: true}})
	if err != nil {
		t.Fatal(err)
	}
	p, err := svc.Profile(ctx, u.ID)
	if err != nil || !p.ApprovalEnable || !p.MayUse("Anime") || p.MayUse("Movie") || p.ScoreRuleName != DefaultScoreRule {
		t.Fatalf("profile %+v %v", p, err)
	}
	if d, _ := svc.Profile(ctx, 999); len(d.PermissionCategory) != len(Categories) || d.ApprovalEnable {
		t.Fatalf("default profile %+v", d)
	}
	if err := svc.Delete(ctx, u.ID); err != nil {
		t.Fatal(err)
	}
	var n int
	st.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM user_profiles`).Scan(&n)
	if n != 0 {
		t.Fatalf("%d profiles left after deleting their user", n)
	}
}

// Every profile text field has a length cap; the refusal names it (#26).
func TestProfileFieldsHaveLengthCaps(t *testing.T) {
	long := strings.Repeat("长", 501)
	for want, p := range map[string]Profile{
		"豆瓣用户（douban_user）不能超过100个字符":                {DoubanUser: long},
		"企业微信用户（qywx_user）不能超过100个字符":                {QywxUser: long},
		"Pushdeer PushKey（pushdeer_key）不能超过200个字符":   {PushdeerKey: long},
		"Bark推送URL（bark_url）不能超过500个字符":              {BarkURL: "https://api.day.app/" + long},
		"Telegram UserID（telegram_user_id）不能超过64个字符": {TelegramUserID: long},
		"评分规则（score_rule_name）不能超过64个字符":             {ScoreRuleName: long},
		"搜索分类（permission_category）最多6个":              {PermissionCategory: append(append([]string{}, Categories...), "Movie")},
	} {
		in := Input{Username: "kid", Nickname: "小明", Role: store.RoleUser, Profile: p}
		if err := in.normalise("kid-pass", true); err == nil || err.Error() != want {
			t.Errorf("%q: %v", want, err)
		}
	}
}

// A member's Bark URL may only name the public Bark server or one an admin
// set up (no request from the server to anywhere she likes); an admin's
// own may name any. Her nickname is kept as given.
func TestRegisterChecksAMembersBarkServer(t *testing.T) {
	svc, _, _ := newService(t)
	ctx := context.Background()
	hostile := "http://127.0.0.1:9/key"
	if _, err := svc.Register(ctx, Input{Username: "m1", Nickname: "m1", Password: "member-pass", Role: store.RoleUser,
		Profile: Profile{BarkURL: hostile}}); err == nil || !strings.Contains(err.Error(), "bark_url") {
		t.Fatalf("a member with her own Bark server: %v", err)
	}
	u, err := svc.Register(ctx, Input{Username: "m2", Nickname: "小红", Password: "member-pass", Role: store.RoleUser,
		Profile: Profile{BarkURL: "https://api.day.app/key"}})
	if err != nil || u.Nickname != "小红" {
		t.Fatalf("a member with the public Bark: %+v %v", u, err)
	}
	if _, err := svc.Register(ctx, Input{Username: "a2", Nickname: "a2", Password: "admin-pass", Role: store.RoleAdmin,
		Profile: Profile{BarkURL: hostile}}); err != nil {
		t.Fatalf("an admin with her own Bark server: %v", err)
	}
}
