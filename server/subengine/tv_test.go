package subengine

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/subscribe"
)

func seasonOf(airDates ...string) metadata.TMDBSeason {
	var s metadata.TMDBSeason
	for i, d := range airDates {
		s.Episodes = append(s.Episodes, struct {
			EpisodeNumber int    `json:"episode_number"`
			Name          string `json:"name"`
			AirDate       string `json:"air_date"`
			Overview      string `json:"overview"`
			StillPath     string `json:"still_path"`
		}{EpisodeNumber: i + 1, AirDate: d})
	}
	return s
}

// A season still airing takes its episodes as they appear over two
// listing reads, skips what it has, and completes once ended and filed.
func TestSeasonOverTwoListingReads(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.Seasons = fakeSeasons{99: seasonOf("2026-11-01", "2026-11-08", "2026-11-30", "2026-12-07")}
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 99, CNName: "漫长的季节", ENName: "The Long Season",
		ReleaseYear: 2023, SeasonIndex: 1, SeasonYear: 2023})
	sites.add("The.Long.Season.S01E01.2023.720p.WEB-DL.H264-GRP", "漫长的季节 第1集", 90)
	sites.add("The.Long.Season.S01E01.2023.1080p.WEB-DL.H264-GRP", "漫长的季节 第1集", 30)
	sites.add("The.Long.Season.S01E02.2023.1080p.WEB-DL.H264-GRP", "漫长的季节 第2集", 30)
	sites.add("The.Long.Season.S02E01.2024.1080p.WEB-DL.H264-GRP", "漫长的季节 第二季 第1集", 30)
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	log := e.lastLog(t, id)
	t.Log(log)
	wantIn(t, log, "共4集，已播出2集，还没有任何一集", "⬇ 选择 [天空] The.Long.Season.S01E01.2023.1080p", "补齐第1集",
		"⬇ 选择 [天空] The.Long.Season.S01E02.2023.1080p")
	if strings.Contains(log, "S02E01") {
		t.Errorf("season 2 matched season 1:\n%s", log)
	}
	if got := strings.Join(e.dl.names(), " "); strings.Contains(got, "720p") || len(e.dl.recs) != 2 {
		t.Fatalf("sent %s", got)
	}
	p, err := e.eng.Progress(ctx, id)
	// Sent is not had: the episodes count once filed.
	if err != nil || p.Total != 4 || !p.Airing || len(p.Have) != 0 || episodeText(p.Missing) != "1-4" || p.LastRun == "" {
		t.Fatalf("progress %+v %v", p, err)
	}
	// The listing again, nothing new: waits for the next episode.
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "等待新的一集播出")
	// A week on: episodes 3 and 4 have aired and appear as a range.
	e.now = e.now.Add(14 * 24 * time.Hour)
	sites.add("The.Long.Season.S01E03-E04.2023.1080p.WEB-DL.H264-GRP", "漫长的季节 第3-4集", 30)
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	log = e.lastLog(t, id)
	wantIn(t, log, "缺少第3-4集", "The.Long.Season.S01E01.2023.720p.WEB-DL.H264-GRP — 没有缺少的集（种子含第1集）",
		"⬇ 选择 [天空] The.Long.Season.S01E03-E04")
	if len(e.dl.recs) != 3 || e.status(t, id) != subscribe.StatusSubscribed {
		t.Fatalf("records %v, status %d", e.dl.names(), e.status(t, id))
	}
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusCompleted || len(e.dl.recs) != 3 {
		t.Fatalf("status %d, records %v\n%s", e.status(t, id), e.dl.names(), e.lastLog(t, id))
	}
}

// EndedOnly takes only a whole-season pack, and only after the season ended.
func TestEndedOnlyWaitsForThePack(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.Seasons = fakeSeasons{7: seasonOf("2026-11-01", "2026-12-30")}
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 7, CNName: "三体", ENName: "Three-Body", ReleaseYear: 2023,
		SeasonIndex: 1, SubMode: ModeEndedOnly})
	sites.add("Three-Body.S01E01.2023.1080p.WEB-DL.H264-GRP", "三体 第1集", 30)
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "本季仍在播出，等待完结")
	e.now = e.now.AddDate(0, 2, 0)
	sites.add("Three-Body.S01.2023.1080p.WEB-DL.H264-GRP", "三体 全2集", 30)
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "Three-Body.S01E01.2023.1080p.WEB-DL.H264-GRP — 只下载整季", "⬇ 选择 [天空] Three-Body.S01.2023", "整季优先")
	if len(e.dl.recs) != 1 {
		t.Fatalf("sent %v", e.dl.names())
	}
}

type fakeLibrary []int

func (l fakeLibrary) HeldEpisodes(context.Context, subscribe.Sub) ([]int, error) { return l, nil }

// Episodes the media server already holds are not downloaded again, and
// a season the server holds whole completes without any download.
func TestMediaServerEpisodesCount(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	e.eng.o.Seasons = fakeSeasons{5: seasonOf("2026-01-01", "2026-01-08", "2026-01-15")}
	e.eng.o.Library = fakeLibrary{1, 2}
	id := e.addSub(t, subscribe.Sub{Type: "TV", TMDBID: 5, CNName: "漫长的季节", ENName: "The Long Season", SeasonIndex: 1})
	sites.add("The.Long.Season.S01E02.2023.1080p.WEB-DL.H264-GRP", "", 30)
	sites.add("The.Long.Season.S01E03.2023.1080p.WEB-DL.H264-GRP", "", 30)
	ctx := context.Background()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	wantIn(t, e.lastLog(t, id), "已有第1-2集，缺少第3集", "S01E02.2023.1080p.WEB-DL.H264-GRP — 没有缺少的集（种子含第2集）",
		"⬇ 选择 [天空] The.Long.Season.S01E03")
	e.eng.o.Library = fakeLibrary{1, 2, 3}
	e.dl.recs = nil
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d\n%s", e.status(t, id), e.lastLog(t, id))
	}
}
