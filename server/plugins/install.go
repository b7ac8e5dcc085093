package plugins

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Install installs version ("" = newest) of a market plugin with cfg as
// its config. Upgrade is the same call on an installed plugin: the old
// folder stays in place until the new one is unpacked and checked.
func (s *Service) Install(ctx context.Context, name, version string, cfg map[string]any) (Manifest, error) {
	l, err := s.listing(ctx, name)
	if err != nil {
		return Manifest{}, err
	}
	r, err := l.release(version)
	if err != nil {
		return Manifest{}, err
	}
	archive, err := s.fetchRelease(ctx, r)
	if err != nil {
		return Manifest{}, err
	}
	return s.place(ctx, archive, name, r.Version, cfg)
}

// InstallArchive installs an uploaded .tar.gz or .zip (for LANs without
// internet); its manifest names the plugin.
func (s *Service) InstallArchive(ctx context.Context, archive []byte, cfg map[string]any) (Manifest, error) {
	return s.place(ctx, archive, "", "", cfg)
}

// place unpacks archive into a temporary folder, checks the manifest
// (it must name wantName/wantVersion when given) and swaps the folder in.
func (s *Service) place(ctx context.Context, archive []byte, wantName, wantVersion string, cfg map[string]any) (Manifest, error) {
	s.install.Lock()
	defer s.install.Unlock()
	tmp, err := os.MkdirTemp(s.dir, ".new-")
	if err != nil {
		return Manifest{}, err
	}
	defer os.RemoveAll(tmp)
	if err := unpack(archive, tmp); err != nil {
		return Manifest{}, err
	}
	root := pluginRoot(tmp)
	raw, err := os.ReadFile(filepath.Join(root, "manifest.json"))
	if err != nil {
		return Manifest{}, errorf("插件包里没有 manifest.json")
	}
	m, err := ParseManifest(raw)
	if err != nil {
		return m, err
	}
	if (wantName != "" && m.Name != wantName) || (wantVersion != "" && m.Version != wantVersion) {
		return m, errorf("插件包的清单是 %s %s，与市场索引的 %s %s 不符", m.Name, m.Version, wantName, wantVersion)
	}
	exe := filepath.Join(root, filepath.FromSlash(m.Exec))
	if fi, err := os.Lstat(exe); err != nil || !fi.Mode().IsRegular() {
		return m, errorf("插件包里没有可执行文件 %s", m.Exec)
	}
	if err := os.Chmod(exe, 0o755); err != nil {
		return m, err
	}
	if err := s.swap(root, m.Name); err != nil {
		return m, err
	}
	return m, s.mergeConfig(ctx, m.Name, cfg)
}

// pluginRoot is dir, or its only sub-folder when the archive wrapped
// everything in one folder (as GitHub's archives do).
func pluginRoot(dir string) string {
	if _, err := os.Stat(filepath.Join(dir, "manifest.json")); err == nil {
		return dir
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) == 1 && entries[0].IsDir() {
		return filepath.Join(dir, entries[0].Name())
	}
	return dir
}

// swap moves the checked folder src into place as name; an installed
// version is moved aside first and put back if the move fails.
func (s *Service) swap(src, name string) error {
	final := filepath.Join(s.dir, name)
	old := filepath.Join(s.dir, ".old-"+name+"-"+strconv.FormatInt(time.Now().UnixNano(), 36))
	hadOld := true
	if err := os.Rename(final, old); errors.Is(err, os.ErrNotExist) {
		hadOld = false
	} else if err != nil {
		return fmt.Errorf("plugins: move old version aside: %w", err)
	}
	if err := os.Rename(src, final); err != nil {
		err = fmt.Errorf("plugins: move new version in: %w", err)
		if hadOld {
			if rerr := os.Rename(old, final); rerr != nil {
				err = errors.Join(err, fmt.Errorf("plugins: put the old version back: %w", rerr))
			}
		}
		return err
	}
	if hadOld {
		return os.RemoveAll(old)
	}
	return nil
}

// Uninstall removes the plugin's folder and key, and its config when
// deleteConfig is set.
func (s *Service) Uninstall(ctx context.Context, name string, deleteConfig bool) error {
	s.install.Lock()
	defer s.install.Unlock()
	if _, err := os.Stat(filepath.Join(s.dir, name)); !namePattern.MatchString(name) || err != nil {
		return errorf("插件 %s 没有安装", name)
	}
	if err := os.RemoveAll(filepath.Join(s.dir, name)); err != nil {
		return err
	}
	s.mu.Lock()
	for k := range s.status {
		if strings.HasPrefix(k, name+"/") {
			delete(s.status, k)
		}
	}
	s.mu.Unlock()
	if err := s.dropAccessKey(ctx, name); err != nil {
		return err
	}
	if deleteConfig {
		_, err := s.store.DB().ExecContext(ctx, `DELETE FROM plugin_configs WHERE name = ?`, name)
		return err
	}
	return nil
}
