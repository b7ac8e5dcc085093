package ptsites

import (
	"context"
	"strings"
	"testing"
)

// The dialog asks for the captcha image with its fields, then saves with
// the answer: the sign-in posts that image's session and form.
func TestSaveWithCaptcha(t *testing.T) {
	s, srv := trackerService(t, "tracker-captcha")
	ctx := context.Background()
	in := SaveInput{SiteName: "tracker-captcha", AuthType: "user", AuthUsername: "alice", AuthPassword: "secret", SiteURL: &srv.URL}
	if _, err := s.Save(ctx, in); err == nil || !strings.Contains(err.Error(), "站点登录需要验证码") {
		t.Fatalf("without captcha: %v", err)
	}
	img, err := s.Captcha(ctx, in)
	if err != nil || img.ContentType != "image/png" {
		t.Fatalf("captcha %v %v", img.ContentType, err)
	}
	in.Captcha = "7K3P"
	if _, err := s.Save(ctx, in); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Captcha(ctx, SaveInput{SiteName: "hdsky"}); err == nil || err.Error() != "该站点登录不需要验证码" {
		t.Fatalf("no captcha site: %v", err)
	}
}
