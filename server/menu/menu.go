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
}

// Sidebar is the signed-in sidebar of the built-in backend.
func Sidebar() []Section {
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
			{Key: "customSubscribe", Title: "自定义订阅", Href: "/subscribe/custom-index", Icon: "RssFeed"},
		}},
		{Key: "download", Title: "下载", Pages: []Page{
			{Key: "downloadRecord", Title: "下载记录", Href: "/download/record", Icon: "Download"},
			{Key: "smartDownload", Title: "智能下载", Href: "/smartDownload", Icon: "FilterAlt", Children: []Page{
				{Key: "doubanWish", Title: "豆瓣想看", Href: "/smartDownload/douban", Icon: "Favorite"},
				{Key: "selectors", Title: "过滤器", Href: "/smartDownload/selectors", Icon: "Tune"},
			}},
			{Key: "sites", Title: "站点管理", Href: "/site/dashboard", Icon: "Public"},
		}},
		{Key: "media", Title: "媒体库", Pages: []Page{
			{Key: "mediaLink", Title: "媒体整理", Href: "/media/link-index", Icon: "VideoLibrary"},
		}},
		{Key: "system", Title: "系统", Pages: []Page{
			{Key: "plugins", Title: "插件", Href: "/plugins/index", Icon: "Extension"},
			{Key: "notifications", Title: "消息通知", Href: "/notify/list", Icon: "Notifications"},
			{Key: "users", Title: "用户管理", Href: "/user/index", Icon: "People"},
			{Key: "settings", Title: "设置", Href: "/setting/index", Icon: "Settings"},
			{Key: "appLog", Title: "系统日志", Href: "/setting/app-log", Icon: "Article"},
		}},
	}
}
