package subtitles

import (
	"testing"
	"time"

	"github.com/longbridgeapp/opencc"
)

// A converter's dictionaries (megabytes) are let go once it is unused for
// the idle time, and loaded again when next needed; while used it stays.
func TestConvertersAreReleasedWhenIdle(t *testing.T) {
	loads := 0
	c := newConverterCache(30*time.Millisecond, func(name string) (*opencc.OpenCC, error) {
		loads++
		return opencc.New(name)
	})
	cc, err := c.get("t2s")
	if err != nil {
		t.Fatal(err)
	}
	if out, _ := cc.Convert("說話"); out != "说话" {
		t.Fatalf("t2s: %q", out)
	}
	if _, err := c.get("t2s"); err != nil || loads != 1 || c.held() != 1 {
		t.Fatalf("loaded again while held: %d loads, %d held, %v", loads, c.held(), err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for c.held() > 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if c.held() != 0 {
		t.Fatal("the idle converter is still held")
	}
	if _, err := c.get("t2s"); err != nil || loads != 2 || c.held() != 1 {
		t.Fatalf("not loaded again: %d loads, %d held, %v", loads, c.held(), err)
	}
}

// The package's own cache lets go too (a minute after the last use).
func TestPackageConvertersExpire(t *testing.T) {
	if converters.idle <= 0 || converters.idle > 10*time.Minute {
		t.Fatalf("converters kept %s", converters.idle)
	}
}
