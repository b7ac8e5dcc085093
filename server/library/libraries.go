package library

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/store"
)

// A media library of the scripting SDK (library.add_library): a name, a
// media type and folders. Its folders are what start_scanner watches.

// LibraryPath is the SDK's MediaLibraryPath.
type LibraryPath struct {
	Path     string `json:"path"`
	AutoScan bool   `json:"auto_scan"`
}

// Library is one stored library.
type Library struct {
	ID        int64
	Name      string
	MediaType string
	Paths     []LibraryPath
	Scanning  bool
}

// libraryTypes are the SDK's MediaType values a library may hold.
var libraryTypes = map[string]bool{"Movie": true, "TV": true, "Collection": true, "Other": true}

// AddLibrary stores a library and answers its id. Each folder must be an
// absolute path of an existing folder on this machine.
func (s *Service) AddLibrary(ctx context.Context, name, mediaType string, paths []LibraryPath) (int64, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return 0, errors.New("必须填写媒体库名称（library_name）")
	case utf8.RuneCountInString(name) > 64:
		return 0, errors.New("媒体库名称（library_name）不能超过64个字符")
	case !libraryTypes[mediaType]:
		return 0, fmt.Errorf("不支持的媒体类型（media_type）：%s", mediaType)
	case len(paths) == 0:
		return 0, errors.New("媒体库至少要有一个路径（library_paths）")
	}
	for i, p := range paths {
		if !filepath.IsAbs(p.Path) {
			return 0, fmt.Errorf("路径%d（library_paths）必须是绝对路径：%s", i+1, p.Path)
		}
		if fi, err := os.Stat(p.Path); err != nil || !fi.IsDir() {
			return 0, fmt.Errorf("路径%d（library_paths）不是存在的文件夹：%s", i+1, p.Path)
		}
		paths[i].Path = filepath.Clean(p.Path)
	}
	b, _ := json.Marshal(paths)
	res, err := s.db.ExecContext(ctx, `INSERT INTO library_libraries (name, media_type, paths, created_at) VALUES (?, ?, ?, ?)`,
		name, mediaType, string(b), s.stamp())
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// ErrNoLibrary: no library has that id.
var ErrNoLibrary = errors.New("媒体库不存在")

// GetLibrary reads one library.
func (s *Service) GetLibrary(ctx context.Context, id int64) (Library, error) {
	var l Library
	var paths string
	err := s.db.QueryRowContext(ctx, `SELECT id, name, media_type, paths, scanning FROM library_libraries WHERE id = ?`, id).
		Scan(&l.ID, &l.Name, &l.MediaType, &paths, &l.Scanning)
	if errors.Is(err, sql.ErrNoRows) {
		return l, ErrNoLibrary
	}
	if err != nil {
		return l, err
	}
	return l, json.Unmarshal([]byte(paths), &l.Paths)
}

func (s *Service) setScanning(ctx context.Context, id int64, on bool) error {
	_, err := s.db.ExecContext(ctx, `UPDATE library_libraries SET scanning = ? WHERE id = ?`, on, id)
	return err
}

// scanningLibraries are the ids whose watcher was on when the program stopped.
func (s *Service) scanningLibraries(ctx context.Context) ([]int64, error) {
	return store.Column[int64](ctx, s.db, `SELECT id FROM library_libraries WHERE scanning = 1`)
}
