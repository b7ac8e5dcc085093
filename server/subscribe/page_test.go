package subscribe

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/store"
)

// addSub writes one subscription straight into the table, as the bench's
// generator does (the triggers keep its words).
func addSub(t *testing.T, st *store.Store, uid int64, kind, name string, status int, genres, area string) {
	t.Helper()
	if _, err := st.DB().Exec(`INSERT INTO subscriptions(uid, media_type, cn_name, en_name, status, genres, area, filter_name, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, '2026-01-01', '2026-01-01')`, uid, kind, name, "EN "+name, status, genres, area, FilterAuto); err != nil {
		t.Fatal(err)
	}
}

func pageNames(p SubPage) string {
	names := make([]string, len(p.Items))
	for i, x := range p.Items {
		names[i] = x.CNName
	}
	return fmt.Sprintf("%d %v", p.Total, names)
}

func TestListPagePagesAndFiltersInSQL(t *testing.T) {
	st, admin, user, s := newSubs(t, false)
	ctx := context.Background()
	addSub(t, st, user.ID, "Movie", "甲", StatusSubscribed, "剧情,动作", "美国")
	addSub(t, st, user.ID, "Movie", "乙", StatusCompleted, "喜剧", "中国大陆 / 香港")
	addSub(t, st, user.ID, "Movie", "丙", StatusApproval, "剧情，科幻", "日本")
	addSub(t, st, user.ID, "TV", "丁", StatusSubscribed, "剧情", "美国")
	addSub(t, st, admin.ID, "Movie", "戊", StatusSubscribed, "动作", "韩国")
	addSub(t, st, user.ID, "Movie", "Alien_1", StatusSubscribed, "", "")
	page := func(u store.User, query string) string {
		q, _ := url.ParseQuery(query)
		f, err := ParseListFilter(q)
		if err != nil {
			t.Fatal(err)
		}
		p, err := s.ListPage(ctx, u, f)
		if err != nil {
			t.Fatal(err)
		}
		return pageNames(p)
	}
	for _, c := range []struct {
		u           store.User
		query, want string
	}{
		{user, "media_type=Movie&page=1&size=2", "4 [Alien_1 丙]"},
		{user, "media_type=Movie&page=2&size=2", "4 [乙 甲]"},
		{user, "media_type=Movie&page=3&size=2", "4 []"},
		{admin, "media_type=Movie&size=10", "5 [Alien_1 戊 丙 乙 甲]"},
		{user, "media_type=Movie&size=10&status=0,3", "3 [Alien_1 丙 甲]"},
		{user, "media_type=Movie&size=10&cate=科幻,喜剧", "2 [丙 乙]"},
		{user, "media_type=Movie&size=10&area=香港", "1 [乙]"},
		{user, "media_type=Movie&size=10&area=美国&cate=剧情&status=0", "1 [甲]"},
		{admin, "media_type=Movie&size=10&cate=动作", "2 [戊 甲]"},
		{user, "media_type=Movie&size=10&keyword=en 乙", "1 [乙]"},
		{user, "media_type=Movie&size=10&keyword=_", "1 [Alien_1]"},
		{user, "media_type=TV&size=10", "1 [丁]"},
	} {
		if got := page(c.u, c.query); got != c.want {
			t.Errorf("%s %s: %s, want %s", c.u.Username, c.query, got, c.want)
		}
	}
	q, _ := url.ParseQuery("media_type=Movie&size=10")
	f, _ := ParseListFilter(q)
	p, _ := s.ListPage(ctx, user, f)
	if fmt.Sprint(p.Areas, p.Genres) != "[中国大陆 日本 美国 香港] [剧情 动作 喜剧 科幻]" {
		t.Errorf("menus %v %v", p.Areas, p.Genres)
	}
	// The words follow the row: a changed list replaces them, a deleted row takes them.
	if _, err := st.DB().Exec(`UPDATE subscriptions SET genres = '悬疑' WHERE cn_name = '乙'`); err != nil {
		t.Fatal(err)
	}
	if got := page(user, "media_type=Movie&size=10&cate=喜剧"); got != "0 []" {
		t.Errorf("after update: %s", got)
	}
	if got := page(user, "media_type=Movie&size=10&cate=悬疑"); got != "1 [乙]" {
		t.Errorf("after update: %s", got)
	}
	if _, err := s.Delete(ctx, user, fmt.Sprint(p.Items[3].ID), nil); err != nil {
		t.Fatal(err)
	}
	var left int
	st.DB().QueryRow(`SELECT COUNT(*) FROM subscription_words WHERE word = '美国' AND media_type = 'Movie'`).Scan(&left)
	if left != 0 {
		t.Errorf("a deleted subscription left %d words", left)
	}
}

// A list that is no valid JSON once quoted (a control character) adds no
// words but the subscription is written.
func TestOddListsStillSubscribe(t *testing.T) {
	st, _, user, s := newSubs(t, false)
	addSub(t, st, user.ID, "Movie", "甲", StatusSubscribed, "a\"b\\c,d\x01e", "x")
	q, _ := url.ParseQuery("size=5&area=x")
	f, _ := ParseListFilter(q)
	p, err := s.ListPage(context.Background(), user, f)
	if err != nil || pageNames(p) != "1 [甲]" || len(p.Genres) != 0 {
		t.Fatalf("%v %s %v", err, pageNames(p), p.Genres)
	}
	addSub(t, st, user.ID, "Movie", "乙", StatusSubscribed, `a"b\c`, "")
	p, _ = s.ListPage(context.Background(), user, f)
	f.Areas, f.Genres = nil, []string{`a"b\c`}
	p, _ = s.ListPage(context.Background(), user, f)
	if pageNames(p) != "1 [乙]" {
		t.Fatalf("quoted word: %s", pageNames(p))
	}
}

func TestListFilterNamesTheBadField(t *testing.T) {
	for query, want := range map[string]string{
		"media_type=Book": "media_type", "status=0,7": "status", "status=x": "status",
		"page=0": "page", "size=501": "size", "size=a": "size", "keyword=" + strings.Repeat("长", 101): "keyword",
	} {
		q, _ := url.ParseQuery(query)
		if _, err := ParseListFilter(q); err == nil || !strings.HasPrefix(err.Error(), want+" ") {
			t.Errorf("%s: %v", query, err)
		}
	}
}

// Every filter the screen sends reads an index: never a scan of every
// subscription.
func TestSubscriptionPageQueriesReadAnIndex(t *testing.T) {
	_, admin, user, s := newSubs(t, false)
	all := []int{0, 1, 2, 3}
	for _, c := range []struct {
		u    store.User
		f    ListFilter
		want string
	}{
		{user, ListFilter{MediaType: "Movie"}, "USING INDEX subscriptions_uid (uid=? AND media_type=?)"},
		{user, ListFilter{MediaType: "Movie", Statuses: []int{0, 3}}, "USING INDEX subscriptions_uid (uid=? AND media_type=?)"},
		{user, ListFilter{MediaType: "TV", Statuses: all, Areas: []string{"美国"}, Genres: []string{"剧情"}},
			"SEARCH subscription_words USING PRIMARY KEY (kind=? AND word=?)"},
		{admin, ListFilter{MediaType: "Movie", Statuses: []int{0, 3}}, "USING INDEX subscriptions_type (media_type=? AND status=?)"},
		{admin, ListFilter{MediaType: "TV"}, "USING INDEX subscriptions_type (media_type=?)"},
		{admin, ListFilter{MediaType: "TV", Keyword: "x", Genres: []string{"剧情"}}, "subscription_words"},
	} {
		c.f.Page, c.f.Size = 3, 60
		q, args := c.f.pageQuery(c.u)
		got := storetest.Plan(t, s.db, q, args...)
		w, wargs := c.f.where(c.u)
		got += "\n" + storetest.Plan(t, s.db, `SELECT COUNT(*) FROM subscriptions s WHERE `+w, wargs...)
		for _, kind := range []string{"area", "genre"} {
			q, args := distinctQuery(c.u, kind, c.f.MediaType)
			got += "\n" + storetest.Plan(t, s.db, q, args...)
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("%s %+v: plan lacks %q:\n%s", c.u.Username, c.f, c.want, got)
		}
		if storetest.FullScan(got, "") != "" {
			t.Errorf("%s %+v reads every row:\n%s", c.u.Username, c.f, got)
		}
	}
}

// TestListPageJSON pins the page's wire shape (key names, order, an empty
// page's items as [] not null) the subscription screens read.
func TestListPageJSON(t *testing.T) {
	st, _, user, s := newSubs(t, false)
	addSub(t, st, user.ID, "Movie", "甲", StatusSubscribed, "剧情", "美国")
	for query, want := range map[string]string{
		"media_type=Movie&page=5&size=2": `{"total":1,"page":5,"size":2,"items":[],"areas":["美国"],"genres":["剧情"]}`,
		"media_type=Movie&page=1&size=2": `{"total":1,"page":1,"size":2,"items":[{"id":`,
	} {
		q, _ := url.ParseQuery(query)
		f, err := ParseListFilter(q)
		if err != nil {
			t.Fatal(err)
		}
		p, err := s.ListPage(context.Background(), user, f)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := json.Marshal(p)
		if !strings.HasPrefix(string(raw), want) {
			t.Errorf("%s: %s, want %s", query, raw, want)
		}
	}
}
