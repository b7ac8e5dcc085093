package dashboard

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// fakeSeasons: show 1396 season 1 airs one episode a week from 2026-11-12
// (episodes 1–3 aired by 2026-11-26, 4 today, 5 and 6 later).
type fakeSeasons struct{}

func (fakeSeasons) TMDBSeasonDetail(_ context.Context, id, season int) (metadata.TMDBSeason, error) {
	if id != 1396 {
		return metadata.TMDBSeason{}, errors.New("not found")
	}
	var d metadata.TMDBSeason
	start := time.Date(2026, 11, 5, 0, 0, 0, 0, time.Local)
	for n := 1; n <= 6; n++ {
		ep := struct {
			EpisodeNumber int    `json:"episode_number"`
			Name          string `json:"name"`
			AirDate       string `json:"air_date"`
			Overview      string `json:"overview"`
			StillPath     string `json:"still_path"`
		}{EpisodeNumber: n, Name: fmt.Sprintf("第 %d 集", n), AirDate: start.AddDate(0, 0, 7*n).Format(time.DateOnly)}
		d.Episodes = append(d.Episodes, ep)
	}
	return d, nil
}

var today = time.Date(2026, 11, 26, 12, 0, 0, 0, time.Local)

func calendarEnv(t *testing.T) (env, *Service, store.User, store.User) {
	e := newEnv(t)
	s := mustNew(t, Options{Store: e.st, Downloads: e.dl, Seasons: fakeSeasons{}, Now: func() time.Time { return today },
		Progress: func(_ context.Context, id int64) (subscribe.Progress, error) {
			return subscribe.Progress{Have: []int{1, 2}, Missing: []int{3, 4, 5, 6}}, nil
		}})
	alice, _ := e.st.UserByID(context.Background(), e.uid)
	bob, err := e.st.CreateUser(context.Background(), "bob", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	return e, s, alice, bob
}

func TestCalendarListsTheUsersShowsByDay(t *testing.T) {
	e, s, alice, bob := calendarEnv(t)
	e.sub(t, "绝命毒师", subscribe.StatusSubscribed, today)
	eps, err := s.Calendar(context.Background(), alice, today.AddDate(0, 0, -7), today.AddDate(0, 0, 14))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ep := range eps {
		got = append(got, fmt.Sprintf("%s E%d", ep.AirDate, ep.Episode))
	}
	if strings.Join(got, ",") != "2026-11-19 E2,2026-11-26 E3,2026-12-03 E4,2026-12-10 E5" {
		t.Errorf("alice's calendar = %v", got)
	}
	if eps, _ := s.Calendar(context.Background(), bob, today.AddDate(0, 0, -7), today.AddDate(0, 0, 14)); len(eps) != 0 {
		t.Errorf("bob sees alice's show: %v", eps)
	}
}

func TestWantedListsAiredMissingEpisodesAndMovies(t *testing.T) {
	e, s, alice, bob := calendarEnv(t)
	e.sub(t, "绝命毒师", subscribe.StatusSubscribed, today)
	e.sub(t, "已完成", subscribe.StatusCompleted, today)
	e.exec(t, `INSERT INTO subscriptions(uid, media_type, cn_name, status, filter_name, created_at, updated_at, release_year)
		VALUES (?, 'Movie', '沙丘', 0, 'system:autoSelectFilter', '', '', 2021)`, e.uid)
	got, err := s.Wanted(context.Background(), alice)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Title != "沙丘" || got[0].Type != "Movie" {
		t.Fatalf("wanted = %+v", got)
	}
	// Episode 3 aired today; 4–6 are not out yet.
	if w := got[1]; w.Title != "绝命毒师" || fmt.Sprint(w.Episodes) != "[3]" || w.Season != 1 {
		t.Errorf("the show's wanted episodes = %+v", w)
	}
	if got, _ := s.Wanted(context.Background(), bob); len(got) != 0 {
		t.Errorf("bob's wanted list holds alice's: %+v", got)
	}
}

func TestSearchNowAnswersTheRunsLog(t *testing.T) {
	e, _, alice, bob := calendarEnv(t)
	id := e.sub(t, "绝命毒师", subscribe.StatusSubscribed, today)
	e.exec(t, `INSERT INTO subscription_logs(sub_id, created_at, text) VALUES (?, '', '旧的日志')`, id)
	var searched int64
	s := mustNew(t, Options{Store: e.st, Downloads: e.dl, Search: func(_ context.Context, sub int64) error {
		searched = sub
		e.exec(t, `INSERT INTO subscription_logs(sub_id, created_at, text) VALUES (?, '', '立即搜索：已发送 绝命毒师 S01E03')`, sub)
		return nil
	}})
	res, err := s.SearchNow(context.Background(), alice, id)
	if err != nil || searched != id || len(res.Logs) != 1 || res.Logs[0] != "立即搜索：已发送 绝命毒师 S01E03" {
		t.Fatalf("search now = %+v, %v (searched %d)", res, err, searched)
	}
	searched = 0
	if _, err := s.SearchNow(context.Background(), bob, id); err == nil || searched != 0 {
		t.Errorf("bob searched alice's subscription: %v", err)
	}
}

func TestFeedTokenResets(t *testing.T) {
	_, s, alice, _ := calendarEnv(t)
	ctx := context.Background()
	tok, err := s.FeedToken(ctx, alice.ID, false)
	if err != nil || len(tok) != 48 {
		t.Fatalf("token %q, %v", tok, err)
	}
	if again, _ := s.FeedToken(ctx, alice.ID, false); again != tok {
		t.Errorf("the token changed without a reset")
	}
	if u, err := s.FeedUser(ctx, tok); err != nil || u.ID != alice.ID {
		t.Errorf("feed user = %+v, %v", u, err)
	}
	fresh, _ := s.FeedToken(ctx, alice.ID, true)
	if _, err := s.FeedUser(ctx, tok); !errors.Is(err, ErrBadFeedToken) || fresh == tok {
		t.Errorf("the old token still works after a reset: %v", err)
	}
	if _, err := s.FeedUser(ctx, strings.Repeat("0", 48)); !errors.Is(err, ErrBadFeedToken) {
		t.Errorf("a guessed token: %v", err)
	}
}

// An episode a download is fetching is not wanted (立即搜索 would send it
// again): episode 3 aired and is missing, but on its way.
func TestWantedLeavesOutEpisodesOnTheirWay(t *testing.T) {
	e := newEnv(t)
	s := mustNew(t, Options{Store: e.st, Downloads: e.dl, Seasons: fakeSeasons{}, Now: func() time.Time { return today },
		Progress: func(_ context.Context, id int64) (subscribe.Progress, error) {
			return subscribe.Progress{Have: []int{1, 2}, Missing: []int{3, 4, 5, 6}, Coming: []int{3}}, nil
		}})
	alice, _ := e.st.UserByID(context.Background(), e.uid)
	e.sub(t, "绝命毒师", subscribe.StatusSubscribed, today)
	if got, err := s.Wanted(context.Background(), alice); err != nil || len(got) != 0 {
		t.Fatalf("wanted = %+v, %v", got, err)
	}
}

// fakeSeasons answers movies too: 沙丘2 (693134) is released on 2026-12-01.
func (fakeSeasons) TMDBDetails(_ context.Context, kind string, id int) (metadata.TMDBDetail, error) {
	if kind != "movie" || id != 693134 {
		return metadata.TMDBDetail{}, errors.New("not found")
	}
	var d metadata.TMDBDetail
	d.ReleaseDate = "2026-12-01"
	return d, nil
}

// A subscribed movie is on its release day, the user's own only, and in the feed.
func TestCalendarHasSubscribedMoviesOnTheirReleaseDay(t *testing.T) {
	e, s, alice, bob := calendarEnv(t)
	e.sub(t, "绝命毒师", subscribe.StatusSubscribed, today)
	if _, err := e.st.DB().Exec(`INSERT INTO subscriptions(uid, tmdb_id, media_type, cn_name, status, filter_name,
		created_at, updated_at) VALUES (?, 693134, 'Movie', '沙丘2', ?, 'system:autoSelectFilter', ?, ?)`,
		e.uid, subscribe.StatusSubscribed, today.Format(time.DateTime), today.Format(time.DateTime)); err != nil {
		t.Fatal(err)
	}
	eps, err := s.Calendar(context.Background(), alice, today.AddDate(0, 0, -7), today.AddDate(0, 0, 14))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ep := range eps {
		got = append(got, ep.AirDate+" "+summary(ep))
	}
	if strings.Join(got, ",") != "2026-11-19 绝命毒师 第1季 第2集,2026-11-26 绝命毒师 第1季 第3集,"+
		"2026-12-01 沙丘2 上映,2026-12-03 绝命毒师 第1季 第4集,2026-12-10 绝命毒师 第1季 第5集" {
		t.Errorf("alice's calendar = %v", got)
	}
	if eps, _ := s.Calendar(context.Background(), bob, today.AddDate(0, 0, -7), today.AddDate(0, 0, 14)); len(eps) != 0 {
		t.Errorf("bob sees alice's titles: %v", eps)
	}
	feed := ICS(eps, "日历", today)
	if !strings.Contains(feed, "UID:sub") || !strings.Contains(ICS(eps[2:3], "日历", today), "SUMMARY:沙丘2 上映") {
		t.Errorf("feed %s", feed)
	}
}
