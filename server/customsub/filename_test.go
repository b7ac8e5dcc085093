package customsub

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
)

// 替换下载后文件名: a download the rule sent, once a real qBittorrent has
// it complete, is filed by the completion watcher and the real organiser
// (TMDB stand-in) under the name the rule makes of the template's.
func TestFileRenameRulesNameTheFiledDownload(t *testing.T) {
	e := newEnv(t, nil)
	e.qb(t)
	ctx := context.Background()
	dir := t.TempDir()
	save, lib := filepath.Join(dir, "downloads"), filepath.Join(dir, "library")
	tmdb := standin.Must(t, "tmdb", nil)
	storetest.PutSetting(t, e.st, settings.MediaPathSection, []settings.MediaPath{
		{Type: "movie", DownloadPath: save, SourceDir: save, TargetDir: lib, FileProcessMode: "copy"}})
	storetest.PutSetting(t, e.st, settings.MovieMetadataSection, settings.MetadataSetting{TMDBAPIKey: "tmdb-test-key",
		Hosts: settings.MetadataHosts{TMDBAPIBase: tmdb.URL + "/3", TMDBImageBase: tmdb.URL + "/t/p"}})
	meta, err := metadata.New(ctx, metadata.Options{Store: e.st, MinInterval: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	org, err := library.New(ctx, library.Options{Store: e.st, Metadata: meta})
	if err != nil {
		t.Fatal(err)
	}
	// The stand-in torrent's data in place before it is added: the client
	// finds the download complete.
	const name = "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS"
	if err := os.MkdirAll(save, 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(save, name+".mkv"), standin.TorrentContent(name+".mkv"), 0o644)
	id := e.save(t, `{"name":"千与千寻","save_path":"`+save+`","rename_rule":[
		{"type":"replaceFileName","args":{"repl_expression":" - (\\d+p)\\.mkv$","string":".\\1.mkv"}},
		{"type":"replaceTorrentName","args":{"repl_expression":"1080p","string":"720p"}},
		{"type":"replaceFileName","args":{"repl_expression":"\\.(1080p)\\.mkv$","string":" [\\1-HDS].mkv"}}]}`)
	log := run(t, e, id, `{"search_type":"keyword","keyword":"spirited"}`)
	if !strings.Contains(log, "提交下载1个") {
		t.Fatalf("not sent:\n%s", log)
	}
	w := &downloads.Watcher{DL: e.dl, Org: org, FileRenames: e.svc.FileRenames}
	var rec downloads.Record
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(300 * time.Millisecond) {
		if err := w.Run(ctx); err != nil {
			t.Fatal(err)
		}
		recs, _ := e.dl.Records(ctx, 0, 10)
		if rec = recs[0]; rec.LinkPath != "" || rec.Status == downloads.StatusUnrecognised || time.Now().After(deadline) {
			break
		}
	}
	want := filepath.Join(lib, "千与千寻 (2001)", "千与千寻 (2001) [1080p-HDS].mkv")
	if rec.LinkPath != want {
		t.Fatalf("filed as %q (%s), want %q", rec.LinkPath, rec.Desc, want)
	}
	if _, err := os.Stat(want); err != nil {
		t.Fatal(err)
	}
}
