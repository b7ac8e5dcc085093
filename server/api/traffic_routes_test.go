package api

import (
	"strings"
	"testing"
)

// The 流量管理 view answers admins (empty lists on a fresh store) and
// refuses other users.
func TestTrafficList(t *testing.T) {
	e := newTestEnv(t)
	admin, user := e.adminAuth(t), e.userAuth(t)
	r := call(t, e.srv, "GET", "/api/traffic/list", "", admin)
	if r.raw != okEmpty+`{"torrents":[],"sites":[],"runs":[]}}` {
		t.Fatalf("list: %s", r.raw)
	}
	if r := call(t, e.srv, "GET", "/api/traffic/list", "", user); !strings.Contains(r.raw, "需要管理员权限") {
		t.Fatalf("a user reads the list: %d %s", r.status, r.raw)
	}
}
