package library

import (
	"context"
	"slices"
	"testing"
)

func TestParseNameAndPathInTheSDKShape(t *testing.T) {
	m := ParseName("Game.of.Thrones.S02E05-E06.2012.1080p.WEB-DL.DDP5.1.H264-CMCT")
	if m.ENName == "" || m.Year == nil || *m.Year != 2012 || !slices.Equal(m.SeasonNumber, []int{2}) ||
		!slices.Equal(m.EpisodeNumber, []int{5, 6}) || m.Resolution != "1080p" || m.MediaSource != "WEB-DL" ||
		m.ReleaseTeam != "CMCT" || m.MediaType != "TV" || m.Filepath != nil || m.AkaNames == nil {
		t.Fatalf("parse_name_meta_by_string %+v", m)
	}
	p := ParsePath("/media/Friends.S01.1994.1080p.BluRay.x264-CMCT/Friends.S01E03.1080p.mkv")
	if p.Filepath == nil || p.Year == nil || *p.Year != 1994 || !slices.Equal(p.EpisodeNumber, []int{3}) || p.MediaType != "TV" {
		t.Fatalf("the parent folder fills the gaps: %+v", p)
	}
	if movie := ParseName("Inception.2010.720p.WEB-DL.AAC.H264-HDS.mp4"); movie.MediaType != "Movie" ||
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
