package library

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// benchTree writes 10,000 empty episode files: two shows × two
// resolutions × 50 seasons × 50 episodes, each season in its own folder,
// so every file has its own target in the library.
func benchTree(b *testing.B, root string) {
	for _, show := range []string{"Breaking.Bad", "Friends"} {
		for _, res := range []string{"1080p", "2160p"} {
			for s := 1; s <= 50; s++ {
				dir := filepath.Join(root, fmt.Sprintf("%s.S%02d.%s.WEB-DL", show, s, res))
				if err := os.MkdirAll(dir, 0o755); err != nil {
					b.Fatal(err)
				}
				for ep := 1; ep <= 50; ep++ {
					name := fmt.Sprintf("%s.S%02dE%02d.%s.WEB-DL.mkv", show, s, ep, res)
					if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
	}
}

func scanPaths(b *testing.B, root string) []string {
	items, err := Scan(root)
	if err != nil || len(items) != 10000 {
		b.Fatalf("scan: %d items, %v", len(items), err)
	}
	paths := make([]string, len(items))
	for i, it := range items {
		paths[i] = it.Path
	}
	return paths
}

// BenchmarkOrganise10kFiles is issue 12's `make bench` figure: the
// organiser over a 10,000-file tree whose TMDB answers are already in the
// metadata cache (one lookup per show, made before the timer), so it
// measures the organiser, not the network. preview lists, recognises and
// names every file; link also hard-links each into a fresh library folder
// and writes its NFO and its job and item rows.
func BenchmarkOrganise10kFiles(b *testing.B) {
	e := newEnv(b)
	sc := settings.ScraperSection.Default()
	sc.EnableDownloadImage = false // artwork would be the network again
	storetest.PutSetting(b, e.st, settings.ScraperSection, sc)
	in := filepath.Join(e.dir, "in")
	benchTree(b, in)
	ctx := context.Background()
	warm := []string{
		filepath.Join(in, "Breaking.Bad.S01.1080p.WEB-DL", "Breaking.Bad.S01E01.1080p.WEB-DL.mkv"),
		filepath.Join(in, "Friends.S01.1080p.WEB-DL", "Friends.S01E01.1080p.WEB-DL.mkv"),
	}
	if rows, err := e.svc.Preview(ctx, Request{Paths: warm, LinkPath: filepath.Join(e.dir, "lib")}); err != nil ||
		rows[0].Error != "" || rows[1].Error != "" {
		b.Fatalf("warming the cache: %+v %v", rows, err)
	}
	b.Run("preview", func(b *testing.B) {
		for b.Loop() {
			rows, err := e.svc.Preview(ctx, Request{Paths: scanPaths(b, in), RootPath: in, LinkPath: filepath.Join(e.dir, "lib")})
			if err != nil {
				b.Fatal(err)
			}
			for _, r := range rows {
				if r.Error != "" || r.Target == "" {
					b.Fatalf("preview row %+v", r)
				}
			}
		}
		b.ReportMetric(10000, "files/op")
	})
	b.Run("link", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			lib := filepath.Join(e.dir, fmt.Sprint("lib-", i))
			if _, err := e.svc.Start(ctx, Request{Paths: scanPaths(b, in), RootPath: in, LinkPath: lib, LinkMode: "link"}); err != nil {
				b.Fatal(err)
			}
			wait, cancel := context.WithTimeout(ctx, 10*time.Minute)
			err := e.svc.Wait(wait)
			cancel()
			if st, _ := e.svc.Status(ctx); err != nil || st.SuccessCount != 10000 {
				b.Fatalf("job: %+v %v", st, err)
			}
		}
		b.ReportMetric(10000, "files/op")
	})
}
