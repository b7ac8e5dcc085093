package metadata

import (
	"context"
	"testing"
	"time"
)

func TestSuggestionsPageThroughBothSources(t *testing.T) {
	e := newEnv(t, nil, "tmdb-test-key")
	ctx := context.Background()
	seen := map[string]bool{}
	tmdb, douban := 0, 0
	start, pages := 0, 0
	for {
		f, err := e.svc.Suggestions(ctx, start)
		if err != nil {
			t.Fatal(err)
		}
		pages++
		for _, it := range f.Items {
			key := it.ID + it.Subtype
			if seen[key] {
				t.Fatalf("duplicate %+v", it)
			}
			seen[key] = true
			if it.TMDBID != 0 {
				tmdb++
			} else if it.DoubanID != "" {
				douban++
			}
			if it.PosterURL == "" || it.Title == "" {
				t.Fatalf("empty item %+v", it)
			}
		}
		if !f.HasMore {
			break
		}
		if f.NextStart != start+len(f.Items) {
			t.Fatalf("next_start %d after %d+%d", f.NextStart, start, len(f.Items))
		}
		start = f.NextStart
	}
	if pages < 2 || tmdb == 0 || douban == 0 {
		t.Fatalf("%d pages, %d TMDB, %d Douban items", pages, tmdb, douban)
	}
}

func TestSuggestionsWithoutTMDBStillWorkAndWithNothingSayWhy(t *testing.T) {
	e := newEnv(t, nil, "")
	f, err := e.svc.Suggestions(context.Background(), 0)
	if err != nil || len(f.Items) == 0 {
		t.Fatalf("douban only: %v %d", err, len(f.Items))
	}
	e2 := newEnv(t, map[string]string{"throttle": "1"}, "")
	_, err = e2.svc.Suggestions(context.Background(), 0)
	if _, ok := AsError(err); !ok {
		t.Fatalf("no source: %v", err)
	}
}

func TestDailyMediaIsStableForTheDate(t *testing.T) {
	e := newEnv(t, nil, "tmdb-test-key")
	ctx := context.Background()
	day := time.Date(2026, 11, 24, 8, 0, 0, 0, time.Local)
	a, err := e.svc.DailyMedia(ctx, day)
	if err != nil || a.DoubanID == "" || a.BackgroundURL == "" || a.MediaType != "Movie" {
		t.Fatalf("%+v %v", a, err)
	}
	b, _ := e.svc.DailyMedia(ctx, day.Add(10*time.Hour))
	if a.DoubanID != b.DoubanID {
		t.Fatal("changed within the day")
	}
	changed := false
	for i := 1; i < 10 && !changed; i++ {
		c, _ := e.svc.DailyMedia(ctx, day.AddDate(0, 0, i))
		changed = c.DoubanID != a.DoubanID
	}
	if !changed {
		t.Fatal("the same title ten days running")
	}
}

func TestDetailCombinesDoubanAndTMDB(t *testing.T) {
	e := newEnv(t, nil, "tmdb-test-key")
	ctx := context.Background()
	d, err := e.svc.DetailByDouban(ctx, "3016187")
	if err != nil {
		t.Fatal(err)
	}
	if d.TMDBID != 1399 || d.Type != "TV" || len(d.Seasons) != 8 || d.Seasons[0].DoubanID != "3016187" ||
		d.Seasons[0].EpisodeCount != 10 || d.Seasons[1].DoubanID != "6985770" || d.Seasons[2].DoubanID != "" || d.BackdropURL == "" || len(d.Cast) != 2 || d.Cast[0].ProfileURL == "" ||
		d.Links.IMDb == "" || d.Links.TMDB == "" || d.Links.Douban == "" {
		t.Fatalf("%+v", d)
	}
	m, err := e.svc.DetailByTMDB(ctx, "movie", 13)
	if err != nil || m.Title != "阿甘正传" || m.Runtime != 142 || m.Links.IMDb == "" || len(m.Genres) != 2 {
		t.Fatalf("%+v %v", m, err)
	}
	// Without TMDB the Douban detail is still whole.
	e.configure(t, "", "")
	d, err = e.svc.DetailByDouban(ctx, "1292720")
	if err != nil || d.Title != "阿甘正传" || d.Runtime != 142 || len(d.Cast) == 0 || d.Cast[0].Character != "饰 Forrest Gump" || d.TMDBID != 0 {
		t.Fatalf("douban only %+v %v", d, err)
	}
	d, err = e.svc.DetailByDouban(ctx, "6985770")
	if err != nil || len(d.Seasons) != 2 || d.Seasons[1].DoubanID != "6985770" || d.Seasons[1].EpisodeCount != 10 {
		t.Fatalf("douban seasons %+v %v", d.Seasons, err)
	}
}

func TestSeasonOfTitle(t *testing.T) {
	for title, want := range map[string]int{"权力的游戏 第一季": 1, "绝命毒师 第五季": 5, "老友记 第十季": 10,
		"某剧 第二十一季": 21, "Friends Season 3": 3, "漫长的季节": 1, "某剧 第2季": 2} {
		if got := SeasonOfTitle(title); got != want {
			t.Errorf("%s: %d, want %d", title, got, want)
		}
	}
}

func TestFeedDropsTheSameTitleFromTheOtherSource(t *testing.T) {
	in := []Suggestion{
		{DoubanID: "2995575", Title: "绝命毒师 第一季", Year: "2008", Subtype: "tv"},
		{TMDBID: 1396, Title: "绝命毒师", Year: "2008", Subtype: "tv"},
		{TMDBID: 1396, Title: "Breaking Bad", Year: "2008", Subtype: "tv"},
		{TMDBID: 1396, Title: "绝命毒师", Year: "2008", Subtype: "movie"},
		{DoubanID: "6985770", Title: "权力的游戏 第二季", Year: "2012", Subtype: "tv"},
	}
	out := dedupe(in)
	if len(out) != 3 || out[1].Subtype != "movie" || out[2].DoubanID != "6985770" {
		t.Fatalf("%+v", out)
	}
}
