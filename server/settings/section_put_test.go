package settings

import (
	"context"
	"testing"
)

type mapPutter map[string]string

func (m mapPutter) Put(_ context.Context, k, v string) error { m[k] = v; return nil }

func TestSectionPut(t *testing.T) {
	p := mapPutter{}
	if err := HealthSection(KindMetadata, "tmdb").Put(t.Context(), p, Health{Status: HealthUp}); err != nil {
		t.Fatal(err)
	}
	if p["health.metadata.tmdb"] != `{"status":1,"message":"","version":"","checked_at":""}` {
		t.Fatalf("stored %v", p)
	}
}
