package ptsites

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/store"
)

// The dialog asks for the captcha image with its fields, then saves with
// the answer: the sign-in posts that image's session and form.
func TestSaveWithCaptcha(t *testing.T) {
	srv := standin.Must(t, "tracker", nil)
	raw, err := os.ReadFile("../indexer/testdata/cardigann/tracker-captcha.yml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "tracker-captcha.yml"), raw, 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	s, err := New(ctx, st, Options{IndexerDir: dir})
	if err != nil {
		t.Fatal(err)
	}
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
