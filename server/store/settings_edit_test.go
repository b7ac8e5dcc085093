package store

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"testing"
)

func TestEditSettingsCommitsOrRollsBackWhole(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	s.PutSetting(ctx, "gone", "x")
	err := s.EditSettings(ctx, func(tx *SettingsTx) error {
		if err := tx.Put(ctx, "a", "1"); err != nil {
			return err
		}
		if v, err := tx.Setting(ctx, "a"); err != nil || v != "1" {
			t.Errorf("read own write: %q %v", v, err)
		}
		return tx.Delete(ctx, "gone")
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Setting(ctx, "gone"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("deleted key: %v", err)
	}
	boom := errors.New("boom")
	err = s.EditSettings(ctx, func(tx *SettingsTx) error {
		tx.Put(ctx, "a", "2")
		tx.Put(ctx, "b", "2")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if v, _ := s.Setting(ctx, "a"); v != "1" {
		t.Fatalf("rolled-back write visible: a = %q", v)
	}
	if _, err := s.Setting(ctx, "b"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("rolled-back key exists: %v", err)
	}
}

// Concurrent read-modify-writes of one key never lose an increment.
func TestEditSettingsSerialisesReadModifyWrite(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			err := s.EditSettings(ctx, func(tx *SettingsTx) error {
				v, err := tx.Setting(ctx, "n")
				if err != nil && !errors.Is(err, ErrNotFound) {
					return err
				}
				n, _ := strconv.Atoi(v)
				return tx.Put(ctx, "n", strconv.Itoa(n+1))
			})
			if err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if v, _ := s.Setting(ctx, "n"); v != "20" {
		t.Fatalf("n = %q, want 20", v)
	}
}
