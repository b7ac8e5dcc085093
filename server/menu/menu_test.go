package menu

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestMenuWireShape(t *testing.T) {
	b, err := json.Marshal(Sidebar(true)[0])
	if err != nil {
		t.Fatal(err)
	}
	// No empty badge or children keys.
	if want := `{"title":"","pages":[{"key":"home","title":"首页","href":"/home","icon":"Dashboard"}]}`; string(b) != want {
		t.Fatalf("first section = %s", b)
	}
	b, _ = json.Marshal(Sidebar(true)[1].Pages[0])
	if !strings.Contains(string(b), `"children":[{"key":"movieRanking","title":"电影排行","href":"/recommend/movie-ranking","icon":"Movie"}`) {
		t.Fatalf("ranking entry = %s", b)
	}
}

func TestMenuContents(t *testing.T) {
	var titles []string
	for _, s := range Sidebar(true) {
		titles = append(titles, s.Title)
		if s.Title != "" && s.Key == "" {
			t.Errorf("section %q has no key", s.Title)
		}
	}
	if got := strings.Join(titles, ","); got != ",发现,订阅,下载,媒体库,系统" {
		t.Fatalf("section titles = %s", got)
	}
	count := 0
	var walk func(pages []Page)
	walk = func(pages []Page) {
		seen := map[string]bool{}
		for _, p := range pages {
			count++
			if seen[p.Title] {
				t.Errorf("duplicate title %q in one list", p.Title) // the UI keys on it
			}
			seen[p.Title] = true
			if p.Key == "" {
				t.Errorf("entry %q has no key: the UI could not translate it", p.Title)
			}
			if !strings.HasPrefix(p.Href, "/") || p.Icon == "" || p.Icon[0] < 'A' || p.Icon[0] > 'Z' {
				t.Errorf("bad entry %+v", p)
			}
			walk(p.Children)
		}
	}
	for _, s := range Sidebar(true) {
		walk(s.Pages)
	}
	if count != 26 {
		t.Fatalf("entries = %d, want 26", count)
	}
}

func TestNormalUserSidebar(t *testing.T) {
	var hrefs []string
	var walk func(pages []Page)
	walk = func(pages []Page) {
		for _, p := range pages {
			hrefs = append(hrefs, p.Href)
			walk(p.Children)
		}
	}
	var titles []string
	for _, s := range Sidebar(false) {
		titles = append(titles, s.Title)
		walk(s.Pages)
	}
	got := strings.Join(hrefs, " ")
	want := "/home /recommend /recommend/movie-ranking /recommend/tv-ranking /recommend/recent-popular-movie /recommend/doubanTop250 /movie/search /subscribe/movie-index /subscribe/tv-index /subscribe/calendar /subscribe/wanted /download/record /download/activity /media/library /notify/list"
	if got != want {
		t.Fatalf("normal user's entries = %s", got)
	}
	// 媒体库 keeps 全部影视 (the library is the household's), not 媒体整理.
	if strings.Join(titles, ",") != ",发现,订阅,下载,媒体库,系统" {
		t.Fatalf("normal user's sections = %v", titles)
	}
}
