package plugins

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/store"
)

// Options builds a Service.
type Options struct {
	Store *store.Store
	// Dir holds one folder per installed plugin (<data>/plugins).
	Dir string
	// APIURL is this server's address as plugins should call it
	// (MR_API_URL); nil means http://127.0.0.1:1329.
	APIURL func() string
	HTTP   *http.Client // market downloads; nil: 60 s timeout client
	Logger *slog.Logger
}

// Service installs, configures and runs plugins.
type Service struct {
	store  *store.Store
	dir    string
	apiURL func() string
	http   *http.Client
	log    *slog.Logger

	install sync.Mutex // one install, upgrade or uninstall at a time
	runs    sync.WaitGroup
	base    context.Context // background runs; Close cancels it
	stop    context.CancelFunc
	events  chan struct{} // bounds concurrent event deliveries

	mu      sync.Mutex
	status  map[string]*CommandState // by plugin/command
	lastRun map[string]time.Time     // scheduled runs by plugin
	indexes map[string]cachedIndex   // market index reads by URL

	failed atomic.Pointer[func(ctx context.Context, plugin, command, reason string)]
}

// OnFailed sets who hears of a failed plugin run (the event stream).
func (s *Service) OnFailed(f func(ctx context.Context, plugin, command, reason string)) {
	s.failed.Store(&f)
}

var migrations = []string{
	`CREATE TABLE plugin_configs (name TEXT PRIMARY KEY, config TEXT NOT NULL)`,
	`CREATE TABLE plugin_keys (name TEXT PRIMARY KEY, key_id INTEGER NOT NULL, access_key TEXT NOT NULL)`,
}

// New creates the plugin folder and tables.
func New(ctx context.Context, o Options) (*Service, error) {
	if err := o.Store.MigrateDomain(ctx, "plugins", migrations); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("plugins: %w", err)
	}
	s := &Service{store: o.Store, dir: o.Dir, apiURL: o.APIURL, http: o.HTTP, log: o.Logger,
		status: map[string]*CommandState{}, lastRun: map[string]time.Time{}, indexes: map[string]cachedIndex{}, events: make(chan struct{}, 4)}
	s.base, s.stop = context.WithCancel(context.Background())
	if s.apiURL == nil {
		s.apiURL = func() string { return "http://127.0.0.1:1329" }
	}
	if s.http == nil {
		s.http = netutil.NewClient(netutil.Outbound{Timeout: 60 * time.Second})
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	return s, nil
}

// Close kills the background runs (their children with them) and waits
// for them to end.
func (s *Service) Close() {
	s.stop()
	s.runs.Wait()
}

// Installed is an installed plugin: its manifest and folder.
type Installed struct {
	Manifest
	Dir string
}

// Installed lists the plugins whose folder holds a valid manifest, by name.
// A folder with a broken manifest is skipped (and logged).
func (s *Service) Installed() []Installed {
	entries, _ := os.ReadDir(s.dir)
	var out []Installed
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		p, err := s.load(e.Name())
		if err != nil {
			s.log.Warn("plugins: skipped a folder", "name", e.Name(), "err", err)
			continue
		}
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// load reads the manifest of the installed plugin name.
func (s *Service) load(name string) (Installed, error) {
	if !namePattern.MatchString(name) {
		return Installed{}, errorf("插件名称无效")
	}
	dir := filepath.Join(s.dir, name)
	raw, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if errors.Is(err, os.ErrNotExist) {
		return Installed{}, errorf("插件 %s 没有安装", name)
	}
	if err != nil {
		return Installed{}, err
	}
	m, err := ParseManifest(raw)
	if err == nil && m.Name != name {
		err = errorf("插件目录 %s 的清单名称是 %s", name, m.Name)
	}
	return Installed{Manifest: m, Dir: dir}, err
}

// Config is the saved config of name with the manifest's defaults under it.
func (s *Service) Config(ctx context.Context, name string) (map[string]any, error) {
	cfg := map[string]any{}
	if p, err := s.load(name); err == nil {
		for _, f := range p.Config {
			cfg[f.FieldName] = f.DefaultValue
		}
	}
	var raw string
	err := s.store.DB().QueryRowContext(ctx, `SELECT config FROM plugin_configs WHERE name = ?`, name).Scan(&raw)
	if errors.Is(err, sql.ErrNoRows) {
		return cfg, nil
	}
	if err != nil {
		return nil, fmt.Errorf("plugins: read config: %w", err)
	}
	if err := json.Unmarshal([]byte(raw), &cfg); err != nil {
		return nil, fmt.Errorf("plugins: stored config of %s: %w", name, err)
	}
	return cfg, nil
}

// SaveConfig stores the config of the installed plugin name.
func (s *Service) SaveConfig(ctx context.Context, name string, cfg map[string]any) error {
	if _, err := s.load(name); err != nil {
		return err
	}
	return s.storeConfig(ctx, name, cfg)
}

// mergeConfig adds cfg's keys to the saved config of name, keeping the
// others: an upgrade dialog without fields sends {} (api-contract §5
// quirk 20) and must not wipe the settings.
func (s *Service) mergeConfig(ctx context.Context, name string, cfg map[string]any) error {
	saved, err := s.Config(ctx, name)
	if err != nil {
		return err
	}
	for k, v := range cfg {
		saved[k] = v
	}
	return s.storeConfig(ctx, name, saved)
}

func (s *Service) storeConfig(ctx context.Context, name string, cfg map[string]any) error {
	if cfg == nil {
		cfg = map[string]any{}
	}
	b, err := json.Marshal(cfg)
	if err != nil {
		return err
	}
	_, err = s.store.DB().ExecContext(ctx, `INSERT INTO plugin_configs(name, config) VALUES (?, ?)
		ON CONFLICT(name) DO UPDATE SET config = excluded.config`, name, string(b))
	return err
}

// accessKey returns the plugin's own API key, bound to the first admin,
// creating it when it is missing (or was deleted on the key screen).
func (s *Service) accessKey(ctx context.Context, name string) (string, error) {
	var key string
	err := s.store.DB().QueryRowContext(ctx, `SELECT access_key FROM plugin_keys WHERE name = ?`, name).Scan(&key)
	if err == nil {
		if _, err := s.store.UserByAccessKey(ctx, key); err == nil {
			return key, nil
		}
	} else if !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	users, err := s.store.Users(ctx)
	if err != nil {
		return "", err
	}
	for _, u := range users {
		if u.Role != store.RoleAdmin {
			continue
		}
		b := make([]byte, 20)
		rand.Read(b)
		k, err := s.store.CreateAccessKey(ctx, u.ID, "plugin-"+name+"-"+hex.EncodeToString(b))
		if err != nil {
			return "", err
		}
		_, err = s.store.DB().ExecContext(ctx, `INSERT INTO plugin_keys(name, key_id, access_key) VALUES (?, ?, ?)
			ON CONFLICT(name) DO UPDATE SET key_id = excluded.key_id, access_key = excluded.access_key`, name, k.ID, k.Key)
		return k.Key, err
	}
	return "", errorf("还没有管理员账号，插件无法获得访问密钥")
}

// dropAccessKey deletes the plugin's key (on uninstall).
func (s *Service) dropAccessKey(ctx context.Context, name string) error {
	var id int64
	err := s.store.DB().QueryRowContext(ctx, `SELECT key_id FROM plugin_keys WHERE name = ?`, name).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := s.store.DeleteAccessKey(ctx, id); err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	_, err = s.store.DB().ExecContext(ctx, `DELETE FROM plugin_keys WHERE name = ?`, name)
	return err
}
