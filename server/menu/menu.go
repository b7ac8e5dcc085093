// Package menu is the signed-in sidebar the server hands the UI in
// common/app (api-contract §2.2, §5.9): the server owns it, the UI draws
// whatever it gets.
package menu

// Section is one titled group of the sidebar (api-contract §2.2 common/app).
// Key (an addition) names the section for the UI's translations; the
// Chinese Title stays the fallback (an upstream's own menus have no key).
type Section struct {
	Key   string `json:"key,omitempty"`
	Title string `json:"title"`
	Pages []Page `json:"pages"`
}

// Page is a sidebar entry. Icon is a PascalCase icon name.
type Page struct {
	Key      string `json:"key,omitempty"` // an addition, as Section.Key
	Title    string `json:"title"`
	Href     string `json:"href"`
	Icon     string `json:"icon"`
	Badge    string `json:"badge,omitempty"`
	Children []Page `json:"children,omitempty"`
	// AdminOnly pages are left out of a normal user's sidebar: the server
	// refuses their calls, so showing them would only lead to refusals.
	AdminOnly bool `json:"-"`
}

// Sidebar is the signed-in sidebar of the built-in backend: an admin gets
// every entry, a normal user (a family member) only what they may use.
func Sidebar(admin bool) []Section { return ForRole(all(), admin) }

// ForRole is sections as role sees them: an admin gets them as they are; a
// normal user loses every page the built-in sidebar marks admin-only (by
// its address, so a sidebar saved through save_menus is filtered the same),
// and the groups and sections left empty.
func ForRole(sections []Section, admin bool) []Section {
	if admin {
		return sections
	}
	hidden := map[string]bool{}
	markAdminOnly(all(), hidden)
	var out []Section
	for _, s := range sections {
		s.Pages = forUser(s.Pages, hidden)
		if len(s.Pages) > 0 {
			out = append(out, s)
		}
	}
	return out
}

func markAdminOnly(sections []Section, hidden map[string]bool) {
	var walk func([]Page)
	walk = func(pages []Page) {
		for _, p := range pages {
			if p.AdminOnly {
				hidden[p.Href] = true
			}
			walk(p.Children)
		}
	}
	for _, s := range sections {
		walk(s.Pages)
	}
}

// forUser drops admin-only pages, and groups left without children.
func forUser(pages []Page, hidden map[string]bool) []Page {
	var out []Page
	for _, p := range pages {
		if p.AdminOnly || hidden[p.Href] {
			continue
		}
		if len(p.Children) > 0 {
			if p.Children = forUser(p.Children, hidden); len(p.Children) == 0 {
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

func all() []Section {
	return []Section{
		{Title: "", Pages: []Page{
			{Key: "home", Title: "首页", Href: "/home", Icon: "Dashboard"},
		}},
		{Key: "discover", Title: "发现", Pages: []Page{
			{Key: "ranking", Title: "排行榜", Href: "/recommend", Icon: "TrendingUp", Children: []Page{
				{Key: "movieRanking", Title: "电影排行", Href: "/recommend/movie-ranking", Icon: "Movie"},
				{Key: "tvRanking", Title: "剧集排行", Href: "/recommend/tv-ranking", Icon: "Tv"},
				{Key: "recentPopular", Title: "近期热门", Href: "/recommend/recent-popular-movie", Icon: "Whatshot"},
				{Key: "doubanTop250", Title: "豆瓣Top250", Href: "/recommend/doubanTop250", Icon: "EmojiEvents"},
			}},
			{Key: "search", Title: "搜索资源", Href: "/movie/search", Icon: "Search"},
		}},
		{Key: "subscribe", Title: "订阅", Pages: []Page{
			{Key: "movieSubscribe", Title: "电影订阅", Href: "/subscribe/movie-index", Icon: "Movie"},
			{Key: "tvSubscribe", Title: "剧集订阅", Href: "/subscribe/tv-index", Icon: "Tv"},
			{Key: "tvCalendar", Title: "剧集日历", Href: "/subscribe/calendar", Icon: "CalendarMonth"},
			{Key: "wanted", Title: "缺失列表", Href: "/subscribe/wanted", Icon: "ManageSearch"},
			{Key: "customSubscribe", Title: "自定义订阅", Href: "/subscribe/custom-index", Icon: "RssFeed", AdminOnly: true},
		}},
		{Key: "download", Title: "下载", Pages: []Page{
			{Key: "downloadRecord", Title: "下载记录", Href: "/download/record", Icon: "Download"},
			{Key: "activity", Title: "活动", Href: "/download/activity", Icon: "History"},
			{Key: "smartDownload", Title: "智能下载", Href: "/smartDownload", Icon: "FilterAlt", AdminOnly: true, Children: []Page{
				{Key: "doubanWish", Title: "豆瓣想看", Href: "/smartDownload/douban", Icon: "Favorite"},
				{Key: "selectors", Title: "过滤器", Href: "/smartDownload/selectors", Icon: "Tune"},
			}},
			{Key: "sites", Title: "站点管理", Href: "/site/dashboard", Icon: "Public", AdminOnly: true},
		}},
		{Key: "media", Title: "媒体库", Pages: []Page{
			{Key: "library", Title: "全部影视", Href: "/media/library", Icon: "GridView"},
			{Key: "mediaLink", Title: "媒体整理", Href: "/media/link-index", Icon: "VideoLibrary", AdminOnly: true},
		}},
		{Key: "system", Title: "系统", Pages: []Page{
			{Key: "plugins", Title: "插件", Href: "/plugins/index", Icon: "Extension", AdminOnly: true},
			{Key: "notifications", Title: "消息通知", Href: "/notify/list", Icon: "Notifications"},
			{Key: "users", Title: "用户管理", Href: "/user/index", Icon: "People", AdminOnly: true},
			{Key: "settings", Title: "设置", Href: "/setting/index", Icon: "Settings", AdminOnly: true},
			{Key: "appLog", Title: "系统日志", Href: "/setting/app-log", Icon: "Article", AdminOnly: true},
			{Key: "dashboard", Title: "数据统计", Href: "/movie/default", Icon: "Insights", AdminOnly: true},
		}},
	}
}
