package api

// Section is one titled group of the sidebar (api-contract §2.2 common/app).
type Section struct {
	Title string `json:"title"`
	Pages []Page `json:"pages"`
}

// Page is a sidebar entry. Icon is a PascalCase icon name.
type Page struct {
	Title    string `json:"title"`
	Href     string `json:"href"`
	Icon     string `json:"icon"`
	Badge    string `json:"badge,omitempty"`
	Children []Page `json:"children,omitempty"`
}

// menu is the signed-in sidebar. The server owns it (api-contract §5.9):
// the UI draws whatever it gets.
func menu() []Section {
	return []Section{
		{Title: "", Pages: []Page{
			{Title: "首页", Href: "/home", Icon: "Dashboard"},
		}},
		{Title: "发现", Pages: []Page{
			{Title: "排行榜", Href: "/recommend", Icon: "TrendingUp", Children: []Page{
				{Title: "电影排行", Href: "/recommend/movie-ranking", Icon: "Movie"},
				{Title: "剧集排行", Href: "/recommend/tv-ranking", Icon: "Tv"},
				{Title: "近期热门", Href: "/recommend/recent-popular-movie", Icon: "Whatshot"},
				{Title: "豆瓣Top250", Href: "/recommend/doubanTop250", Icon: "EmojiEvents"},
			}},
			{Title: "搜索资源", Href: "/movie/search", Icon: "Search"},
		}},
		{Title: "订阅", Pages: []Page{
			{Title: "电影订阅", Href: "/subscribe/movie-index", Icon: "Movie"},
			{Title: "剧集订阅", Href: "/subscribe/tv-index", Icon: "Tv"},
			{Title: "自定义订阅", Href: "/subscribe/custom-index", Icon: "RssFeed"},
		}},
		{Title: "下载", Pages: []Page{
			{Title: "下载记录", Href: "/download/record", Icon: "Download"},
			{Title: "智能下载", Href: "/smartDownload", Icon: "FilterAlt", Children: []Page{
				{Title: "豆瓣想看", Href: "/smartDownload/douban", Icon: "Favorite"},
				{Title: "过滤器", Href: "/smartDownload/selectors", Icon: "Tune"},
			}},
			{Title: "站点管理", Href: "/site/dashboard", Icon: "Public"},
		}},
		{Title: "媒体库", Pages: []Page{
			{Title: "媒体整理", Href: "/media/link-index", Icon: "VideoLibrary"},
		}},
		{Title: "系统", Pages: []Page{
			{Title: "插件", Href: "/plugins/index", Icon: "Extension"},
			{Title: "消息通知", Href: "/notify/list", Icon: "Notifications"},
			{Title: "用户管理", Href: "/user/index", Icon: "People"},
			{Title: "设置", Href: "/setting/index", Icon: "Settings"},
			{Title: "系统日志", Href: "/setting/app-log", Icon: "Article"},
		}},
	}
}
