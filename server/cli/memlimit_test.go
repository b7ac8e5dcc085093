package cli

import (
	"io"
	"math"
	"runtime/debug"
	"testing"
)

func TestParseConfigMemoryLimit(t *testing.T) {
	for _, tc := range []struct {
		args []string
		env  map[string]string
		want int64
	}{
		{nil, nil, 0}, // not given: GOMEMLIMIT or the default, decided at start
		{nil, map[string]string{"MR_MEMORY_LIMIT": "64MiB"}, 64 << 20},
		{[]string{"--memory-limit", "200MB"}, map[string]string{"MR_MEMORY_LIMIT": "64MiB"}, 200e6}, // the flag wins
		{[]string{"--memory-limit", "1gib"}, nil, 1 << 30},
		{[]string{"--memory-limit", "20971520"}, nil, 20 << 20},
		{[]string{"--memory-limit", "0"}, nil, math.MaxInt64},
		{[]string{"--memory-limit", "off"}, nil, math.MaxInt64},
	} {
		c, err := ParseConfig(tc.args, env(tc.env), io.Discard)
		if err != nil || c.MemoryLimit != tc.want {
			t.Errorf("%v %v: %d %v, want %d", tc.args, tc.env, c.MemoryLimit, err, tc.want)
		}
	}
	for _, bad := range []string{"lots", "-5MiB", "64XB", "1MiB"} {
		if _, err := ParseConfig([]string{"--memory-limit", bad}, env(nil), io.Discard); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// The runtime's limit: the configured one, else GOMEMLIMIT's (left as the
// runtime read it), else the default.
func TestApplyMemoryLimit(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(before) })
	debug.SetMemoryLimit(math.MaxInt64)
	applyMemoryLimit(0, env(nil))
	if got := debug.SetMemoryLimit(-1); got != DefaultMemoryLimit {
		t.Fatalf("default: %d", got)
	}
	debug.SetMemoryLimit(123 << 20) // as if the runtime had read GOMEMLIMIT
	applyMemoryLimit(0, env(map[string]string{"GOMEMLIMIT": "123MiB"}))
	if got := debug.SetMemoryLimit(-1); got != 123<<20 {
		t.Fatalf("GOMEMLIMIT overridden: %d", got)
	}
	applyMemoryLimit(80<<20, env(map[string]string{"GOMEMLIMIT": "123MiB"}))
	if got := debug.SetMemoryLimit(-1); got != 80<<20 {
		t.Fatalf("the flag: %d", got)
	}
}
