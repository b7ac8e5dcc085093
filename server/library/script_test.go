package library

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestParseNameAndPathInTheSDKShape(t *testing.T) {
	m := (&Service{}).ParseName("Game.of.Thrones.S02E05-E06.2012.1080p.WEB-DL.DDP5.1.H264-CMCT")
	if m.ENName == "" || m.Year == nil || *m.Year != 2012 || !slices.Equal(m.SeasonNumber, []int{2}) ||
		!slices.Equal(m.EpisodeNumber, []int{5, 6}) || m.Resolution != "1080p" || m.MediaSource != "WEB-DL" ||
		m.ReleaseTeam != "CMCT" || m.MediaType != "TV" || m.Filepath != nil || m.AkaNames == nil {
		t.Fatalf("parse_name_meta_by_string %+v", m)
	}
	p := (&Service{}).ParsePath("/media/Friends.S01.1994.1080p.BluRay.x264-CMCT/Friends.S01E03.1080p.mkv")
	if p.Filepath != nil || p.Year == nil || *p.Year != 1994 || !slices.Equal(p.EpisodeNumber, []int{3}) || p.MediaType != "TV" {
		t.Fatalf("the parent folder fills the gaps: %+v", p)
	}
	if movie := (&Service{}).ParseName("Inception.2010.720p.WEB-DL.AAC.H264-HDS.mp4"); movie.MediaType != "Movie" ||
		len(movie.SeasonNumber) != 0 || movie.SeasonNumber == nil {
		t.Fatalf("a film: %+v", movie)
	}
}

func TestAnalyseFindsTheTMDBTitle(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a, err := e.svc.Analyse(ctx, "[盗梦空间].Inception.2010.BluRay.1080p.DTS-HD.MA.5.1.x264-CMCT", false)
	if err != nil || a.TMDBID != 27205 || a.MediaType != "Movie" || a.ReleaseYear != 2010 || a.SeasonNumber != nil || a.CNName != "盗梦空间" {
		t.Fatalf("analysis_string %+v %v", a, err)
	}
	a, err = e.svc.Analyse(ctx, "Breaking.Bad.S01.1080p.BluRay.x265-GROUP", false)
	if err != nil || a.TMDBID != 1396 || a.MediaType != "TV" || a.SeasonNumber == nil || *a.SeasonNumber != 1 {
		t.Fatalf("a season pack by name %+v %v", a, err)
	}
	a, err = e.svc.Analyse(ctx, "/in/Game.of.Thrones.S02.2012.1080p/Game.of.Thrones.S02E05.mkv", true)
	if err != nil || a.TMDBID != 1399 || *a.SeasonNumber != 2 {
		t.Fatalf("analysis_filepath %+v %v", a, err)
	}
	if _, err := e.svc.Analyse(ctx, "Nothing.Like.This.Exists.2001.1080p", false); err == nil {
		t.Fatal("an unknown title is an error")
	}
	if _, err := (&Service{}).Analyse(ctx, "x", false); err != ErrNoMetadata {
		t.Fatalf("without metadata: %v", err)
	}
}

func TestTransferLinksCopiesAndMoves(t *testing.T) {
	e := newEnv(t)
	dir := t.TempDir()
	write := func(p, body string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src := filepath.Join(dir, "dl", "Inception.2010.mkv")
	write(src, "film")
	got, err := e.svc.Transfer(src, filepath.Join(dir, "lib", "Inception (2010).mkv"), "link")
	if err != nil || got != filepath.Join(dir, "lib", "Inception (2010).mkv") {
		t.Fatalf("link: %s %v", got, err)
	}
	a, _ := os.Stat(src)
	b, _ := os.Stat(got)
	if !os.SameFile(a, b) {
		t.Fatal("a hard link shares the file")
	}
	// An existing folder receives the item under its name; a folder moves whole.
	show := filepath.Join(dir, "dl", "Show.S01")
	write(filepath.Join(show, "E01.mkv"), "e1")
	write(filepath.Join(show, "sub", "E01.ass"), "s")
	if got, err = e.svc.Transfer(show, filepath.Join(dir, "lib"), "move"); err != nil || got != filepath.Join(dir, "lib", "Show.S01") {
		t.Fatalf("move: %s %v", got, err)
	}
	if _, err := os.Stat(show); !os.IsNotExist(err) {
		t.Fatal("a move removes the source")
	}
	if b, err := os.ReadFile(filepath.Join(got, "sub", "E01.ass")); err != nil || string(b) != "s" {
		t.Fatalf("moved tree: %q %v", b, err)
	}
	other := filepath.Join(dir, "lib", "other.mkv")
	write(other, "a different film")
	if _, err := e.svc.Transfer(src, other, "copy"); err == nil {
		t.Fatal("an existing different file is not overwritten")
	}
	if b, _ := os.ReadFile(other); string(b) != "a different film" {
		t.Fatalf("the target was touched: %q", b)
	}
	for _, c := range [][3]string{{src, filepath.Join(dir, "x.mkv"), "symlink"}, {"rel/a", filepath.Join(dir, "x"), "copy"},
		{filepath.Join(dir, "nope"), filepath.Join(dir, "x"), "copy"}, {filepath.Join(dir, "dl"), filepath.Join(dir, "dl", "in"), "copy"}} {
		if _, err := e.svc.Transfer(c[0], c[1], c[2]); err == nil {
			t.Fatalf("%v accepted", c)
		}
	}
}
