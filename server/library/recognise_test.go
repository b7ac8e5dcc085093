package library

import (
	"context"
	"path/filepath"
	"testing"
)

func TestRecogniseRealNames(t *testing.T) {
	e := newEnv(t)
	cases := []struct {
		path       string
		hint       Hint
		id         int
		kind       string
		season, ep int
	}{
		{"The.Shawshank.Redemption.1994.1080p.BluRay.x264-CMCT.mkv", Hint{}, 278, "movie", 0, 0},
		{"肖申克的救赎.The.Shawshank.Redemption.1994.2160p.UHD.BluRay.x265.10bit.HDR.mkv", Hint{}, 278, "movie", 0, 0},
		{"Inception.2010.720p.WEB-DL.AAC.H264-HDS.mp4", Hint{}, 27205, "movie", 0, 0},
		{"[盗梦空间].Inception.2010.BluRay.1080p.DTS-HD.MA.5.1.x264-CMCT.mkv", Hint{}, 27205, "movie", 0, 0},
		{"Breaking.Bad.S01E02.1080p.BluRay.x265-GROUP.mkv", Hint{}, 1396, "tv", 1, 2},
		{"Friends.S01.1994.1080p.BluRay.x264-CMCT/Friends.S01E03.1080p.mkv", Hint{}, 1668, "tv", 1, 3},
		{"Game.of.Thrones.S02E05.2011.1080p.WEB-DL.mkv", Hint{}, 1399, "tv", 2, 5},
		// the user's corrections
		{"some.random.name.2020.1080p.mkv", Hint{TMDBID: 157336, MediaType: "Movie"}, 157336, "movie", 0, 0},
		{"E07.1080p.mkv", Hint{Name: "漫长的季节", Year: 2023, MediaType: "TV", Season: 1}, 220542, "tv", 1, 7},
		{"show.E04.mkv", Hint{TMDBID: 1399, MediaType: "TV", Season: 3}, 1399, "tv", 3, 4},
	}
	for _, c := range cases {
		m, err := recognise(context.Background(), e.meta, nil, filepath.Join("/in", c.path), false, c.hint, true)
		if err != nil {
			t.Errorf("%s: %v", c.path, err)
			continue
		}
		if m.TMDBID != c.id || m.Kind != c.kind || m.Season != c.season || m.Episode != c.ep {
			t.Errorf("%s: got %d %s S%dE%d, want %d %s S%dE%d", c.path, m.TMDBID, m.Kind, m.Season, m.Episode, c.id, c.kind, c.season, c.ep)
		}
	}
}

func TestRecogniseFailures(t *testing.T) {
	e := newEnv(t)
	for _, p := range []string{"Nothing.Like.This.Exists.2001.1080p.mkv", "Breaking.Bad.1080p.mkv"} {
		if _, err := recognise(context.Background(), e.meta, nil, "/in/"+p, false, Hint{MediaType: "TV"}, true); err == nil {
			t.Errorf("%s: recognised", p)
		}
	}
}

func TestArea(t *testing.T) {
	for in, want := range map[string]string{"CN": "大陆", "HK": "港台", "TW": "港台", "JP": "日韩", "KR": "日韩", "US": "欧美", "GB": "欧美", "IN": "其他", "": "其他"} {
		if got := area([]string{in}); got != want {
			t.Errorf("%q: %s, want %s", in, got, want)
		}
	}
}
