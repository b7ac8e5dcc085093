package settings

// ServerSetting is 网页搜索设置 (api-contract §2.4 get_server_setting).
type ServerSetting struct {
	WebSearchTimeout     int  `json:"web_search_timeout"`      // seconds
	WebSearchResultLimit int  `json:"web_search_result_limit"` // 0 = no limit
	DoubanPosterWall     bool `json:"douban_poster_wall"`      // also in common/app server_config
}

// ServerSettingSection is stored under "setting.server".
var ServerSettingSection = Section[ServerSetting]{Key: "setting.server", Default: func() ServerSetting {
	return ServerSetting{WebSearchTimeout: 10}
}}

// ServerSettingInput is the body of setting/save_server_setting.
type ServerSettingInput struct {
	WebSearchTimeout     Int  `json:"web_search_timeout"`
	WebSearchResultLimit Int  `json:"web_search_result_limit"`
	DoubanPosterWall     bool `json:"douban_poster_wall"`
}

// Validate checks the form and returns the record to store.
func (in ServerSettingInput) Validate() (ServerSetting, error) {
	timeout, ok := in.WebSearchTimeout.In(1, 600)
	if !ok {
		return ServerSetting{}, invalid("连接网站超时时间必须是1到600之间的整数（秒）")
	}
	limit, ok := in.WebSearchResultLimit.In(0, maxCount)
	if !ok {
		return ServerSetting{}, invalid("返回给页面的最大结果条数必须是不小于0的整数")
	}
	return ServerSetting{WebSearchTimeout: timeout, WebSearchResultLimit: limit, DoubanPosterWall: in.DoubanPosterWall}, nil
}
