package metadata

import (
	"context"
	"testing"
)

func TestTMDBPersonChineseNameIsCachedPerPerson(t *testing.T) {
	e := newEnv(t, nil, "tmdb-test-key")
	ctx := context.Background()
	d, err := e.svc.TMDBDetails(ctx, "movie", 27205)
	if err != nil || len(d.Credits.Cast) != 2 || d.Credits.Cast[0].ID == 0 || d.Credits.Cast[0].Name != "Leonardo DiCaprio" {
		t.Fatalf("detail cast %+v %v", d.Credits.Cast, err)
	}
	for range 2 {
		p, err := e.svc.TMDBPersonDetail(ctx, d.Credits.Cast[0].ID)
		if err != nil || p.Name != "Leonardo DiCaprio" || p.Biography == "" || p.ProfilePath == "" {
			t.Fatalf("person %+v %v", p, err)
		}
		// The Japanese spelling comes first among also_known_as: not Chinese.
		if got := p.ChineseName(); got != "莱昂纳多·迪卡普里奥" {
			t.Errorf("ChineseName = %q of %q", got, p.AlsoKnownAs)
		}
	}
	if n := count(e.tmdb, "/person/"); n != 1 {
		t.Errorf("person asked %d times, want once (cached)", n)
	}
}

func TestChineseNameNeedsHanOnly(t *testing.T) {
	for s, want := range map[string]bool{"张国荣": true, "约瑟夫·高登-莱维特": true, "レオナルド・ディカプリオ": false,
		"레오나르도 디카프리오": false, "Leonardo DiCaprio": false, "": false, "渡辺謙": true} {
		if got := isChineseName(s); got != want {
			t.Errorf("isChineseName(%q) = %v", s, got)
		}
	}
}
