package scriptcache

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
)

func newCache(t *testing.T) *Cache {
	t.Helper()
	st := storetest.Open(t)
	c, err := New(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSetGetReplaceDelete(t *testing.T) {
	ctx, c := context.Background(), newCache(t)
	if v, err := c.Get(ctx, "ns", "k"); v != nil || err != nil {
		t.Fatalf("missing entry: %s %v", v, err)
	}
	for _, val := range []string{`{"done":[1,2]}`, `{"done":[1,2,3]}`} {
		if err := c.Set(ctx, "ns", "k", json.RawMessage(val)); err != nil {
			t.Fatal(err)
		}
		if v, err := c.Get(ctx, "ns", "k"); string(v) != val || err != nil {
			t.Fatalf("got %s %v, want %s", v, err, val)
		}
	}
	if v, _ := c.Get(ctx, "other", "k"); v != nil {
		t.Fatalf("namespaces are separate: %s", v)
	}
	if err := c.Set(ctx, "ns", "k", json.RawMessage("null")); err != nil {
		t.Fatal(err)
	}
	if v, _ := c.Get(ctx, "ns", "k"); v != nil {
		t.Fatalf("null deletes: %s", v)
	}
}

func TestLimits(t *testing.T) {
	ctx, c := context.Background(), newCache(t)
	big := json.RawMessage(`"` + strings.Repeat("x", MaxValue) + `"`)
	for _, tc := range []struct {
		ns, key string
		val     json.RawMessage
		msg     string
	}{
		{"", "k", json.RawMessage(`1`), "namespace 和 key 都必须填写"},
		{"ns", strings.Repeat("键", MaxName+1), json.RawMessage(`1`), "namespace 和 key 不能超过128个字符"},
		{"ns", "k", big, "缓存内容不能超过256KB"},
		{"ns", "k", json.RawMessage(`{bad`), "data 必须是JSON"},
	} {
		if err := c.Set(ctx, tc.ns, tc.key, tc.val); err == nil || err.Error() != tc.msg {
			t.Fatalf("%q/%q: %v, want %s", tc.ns, tc.key, err, tc.msg)
		}
	}
	if _, err := c.db.ExecContext(ctx, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < ?)
		INSERT INTO script_cache SELECT 'fill', i, '1', '' FROM n`, MaxEntries); err != nil {
		t.Fatal(err)
	}
	if err := c.Set(ctx, "ns", "new", json.RawMessage(`1`)); err == nil || !strings.Contains(err.Error(), "缓存已满") {
		t.Fatalf("full cache takes no new key: %v", err)
	}
	if err := c.Set(ctx, "fill", "7", json.RawMessage(`2`)); err != nil {
		t.Fatalf("a full cache still replaces: %v", err)
	}
}
