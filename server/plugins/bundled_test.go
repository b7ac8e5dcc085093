package plugins

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
)

// The bundled NexusPHP sign-in plugin, installed from the built-in market
// entry, signs in on a loopback NexusPHP site and reports a dead cookie.
func TestBundledSignInPlugin(t *testing.T) {
	s, _ := newTestService(t, nil)
	ctx := context.Background()
	site := standin.Must(t, "nexusphp-attendance", nil)
	cfg := map[string]any{"sites": "好站|" + site.URL + "|c_secure_uid=1; c_secure_pass=ok\n坏站|" + site.URL + "|c_secure_uid=1; c_secure_pass=old"}
	if _, err := s.Install(ctx, "nexusphp_signin", "", cfg); err != nil {
		t.Fatal(err)
	}
	if err := s.Start("nexusphp_signin", "sign_in", map[string]any{"site": "好站"}); err != nil {
		t.Fatal(err)
	}
	c := waitState(t, s, "nexusphp_signin", "sign_in")
	if c.Status != StatusDone || c.Message != "1个站点签到完成，0个失败" || !strings.Contains(c.Log, "好站：签到成功") {
		t.Fatalf("first run: %+v", c)
	}
	s.Start("nexusphp_signin", "sign_in", map[string]any{})
	c = waitState(t, s, "nexusphp_signin", "sign_in")
	if c.Status != StatusError || !strings.Contains(c.Log, "好站：今天已经签到过了") ||
		!strings.Contains(c.Log, "坏站：Cookie 已失效") || !strings.Contains(c.Message, "1个站点签到完成，1个失败") {
		t.Fatalf("second run: %+v", c)
	}
}
