package store

import (
	"context"
	"errors"
	"testing"
)

// openAtVersion opens dir applying only the first n migrations.
func openAtVersion(t *testing.T, dir string, n int) *Store {
	t.Helper()
	saved := migrations
	migrations = saved[:n]
	defer func() { migrations = saved }()
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Migration 3 turns the wizard's single records into the lists' default
// entries and moves their health along.
func TestLegacyServiceRecordsBecomeListEntries(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	old := openAtVersion(t, dir, 2)
	for k, v := range map[string]string{
		"config.media_server":           `{"type":"jellyfin","url":"http://nas:8096","token":"tok"}`,
		"config.media_server.health":    `{"status":1,"message":"","version":"10.9","checked_at":"2025-01-01T00:00:00Z"}`,
		"config.download_client":        `{"type":"aria2","url":"http://nas:6800","username":"","password":"rpc-secret","need_login":false,"monitor_all_torrents":true}`,
		"config.download_client.health": `{"status":2,"message":"x","version":"","checked_at":"t"}`,
	} {
		old.PutSetting(ctx, k, v)
	}
	old.Close()
	s := openAtVersion(t, dir, len(migrations))
	defer s.Close()
	for k, want := range map[string]string{
		"config.media_servers":      `[{"type":"jellyfin","name":"默认","url":"http://nas:8096","internet_url":"","token":"tok","master_server":true,"refresh_media_server":true}]`,
		"config.download_clients":   `[{"type":"aria2","name":"默认","url":"http://nas:6800","username":"","password":"","secret":"rpc-secret","need_login":false,"monitor_all_torrents":true,"is_default":true,"site_id":null}]`,
		"health.media_server.默认":    `{"status":1,"message":"","version":"10.9","checked_at":"2025-01-01T00:00:00Z"}`,
		"health.download_client.默认": `{"status":2,"message":"x","version":"","checked_at":"t"}`,
	} {
		if got, err := s.Setting(ctx, k); err != nil || got != want {
			t.Errorf("%s = %s, %v\nwant %s", k, got, err, want)
		}
	}
	for _, k := range []string{"config.media_server", "config.download_client", "config.media_server.health"} {
		if _, err := s.Setting(ctx, k); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s still there: %v", k, err)
		}
	}
}

func TestListMigrationOnAFreshInstallWritesNothing(t *testing.T) {
	s, _ := openTemp(t)
	if _, err := s.Setting(context.Background(), "config.media_servers"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("fresh install has a media server list: %v", err)
	}
}
