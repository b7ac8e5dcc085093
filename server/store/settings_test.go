package store

import (
	"context"
	"errors"
	"testing"
)

func TestSettingsRoundTrip(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	if _, err := s.Setting(ctx, "missing"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing key: err = %v", err)
	}
	if err := s.PutSetting(ctx, "web.port", "1329"); err != nil {
		t.Fatal(err)
	}
	if err := s.PutSetting(ctx, "web.port", "8080"); err != nil { // overwrite
		t.Fatal(err)
	}
	if err := s.PutSettings(ctx, map[string]string{"a": "1", "b": "", "web.port": "9000"}); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"a": "1", "b": "", "web.port": "9000"} {
		if got, err := s.Setting(ctx, k); err != nil || got != want {
			t.Errorf("Setting(%q) = %q, %v; want %q", k, got, err, want)
		}
	}
	if err := s.PutSettings(ctx, nil); err != nil {
		t.Fatalf("empty batch: %v", err)
	}
}

func TestPutSettingsIsAllOrNothing(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	if err := s.PutSetting(ctx, "a", "old"); err != nil {
		t.Fatal(err)
	}
	// A trigger makes the second row fail after the first was written.
	if _, err := s.db.Exec(`CREATE TRIGGER refuse_b BEFORE INSERT ON settings WHEN NEW.key = 'b'
		BEGIN SELECT RAISE(ABORT, 'refused'); END`); err != nil {
		t.Fatal(err)
	}
	if err := s.PutSettings(ctx, map[string]string{"a": "new", "b": "x"}); err == nil {
		t.Fatal("batch with a failing row succeeded")
	}
	if got, _ := s.Setting(ctx, "a"); got != "old" {
		t.Fatalf("a = %q after a failed batch, want old", got)
	}
}
