package settings

// Subtitle is 字幕自动下载 (api-contract §2.4 get_subtitle).
type Subtitle struct {
	Enable              bool     `json:"enable"`
	FileNameTemplate    string   `json:"file_name_template"` // Jinja2
	FilterType          []string `json:"filter_type"`
	FinderType          []string `json:"finder_type"`
	SyncLanguage        []string `json:"sync_language"`
	ExcludeArea         []string `json:"exclude_area"`
	NotFoundStopMinutes int      `json:"not_found_stop_minutes"`
	// The sources' keys (additions to the contract's seven fields): the
	// finder_type "assrt" and "opensubtitles" are searched only with them.
	AssrtToken          string `json:"assrt_token"`
	OpenSubtitlesAPIKey string `json:"opensubtitles_api_key"`
}

// The form's options (api-contract §3.2 Subtitle options).
var (
	SubtitleFilterTypes   = []string{"srt", "ass", "sup"}
	SubtitleFinderTypes   = []string{"zimuku", "subhd", "assrt", "opensubtitles"} // assrt (射手网(伪)) and opensubtitles: additions, each with its key
	SubtitleSyncLanguages = []string{"zh-cn", "zh-tw"}
	SubtitleExcludeAreas  = []string{"中国大陆", "中国台湾", "中国香港", "日本", "韩国", "美国", "英国", "泰国", "意大利"}
)

// maxKeyLen bounds a source's API key or token.
const maxKeyLen = 200

// DefaultSubtitleTemplate names subtitles the way Emby and Jellyfin pick
// them up next to the video: <video name>.<language>.<ext>.
const DefaultSubtitleTemplate = "{{ name }}.{{ language }}{% if forced %}.forced{% endif %}.{{ ext }}"

// SubtitleSection is stored under "setting.subtitle".
var SubtitleSection = Section[Subtitle]{Key: "setting.subtitle", Default: func() Subtitle {
	return Subtitle{
		FileNameTemplate: DefaultSubtitleTemplate, FilterType: []string{"srt", "ass"},
		FinderType: []string{"zimuku"}, SyncLanguage: []string{}, ExcludeArea: []string{"中国大陆", "中国台湾"},
		NotFoundStopMinutes: 4320,
	}
}}

// SubtitleInput is the body of setting/save_subtitle.
type SubtitleInput struct {
	Subtitle
	NotFoundStopMinutes Int `json:"not_found_stop_minutes"`
}

// Validate checks the form and returns the record to store.
func (in SubtitleInput) Validate() (Subtitle, error) {
	out := Subtitle{Enable: in.Enable}
	var err error
	if out.FileNameTemplate, err = checkText("文件名模版", in.FileNameTemplate, true, maxPathLen); err != nil {
		return out, err
	}
	if out.FilterType, err = checkChoices("字幕格式", in.FilterType, SubtitleFilterTypes); err != nil {
		return out, err
	}
	if out.FinderType, err = checkChoices("字幕来源", in.FinderType, SubtitleFinderTypes); err != nil {
		return out, err
	}
	if out.SyncLanguage, err = checkChoices("时间轴同步语言", in.SyncLanguage, SubtitleSyncLanguages); err != nil {
		return out, err
	}
	if out.ExcludeArea, err = checkChoices("排除区域", in.ExcludeArea, SubtitleExcludeAreas); err != nil {
		return out, err
	}
	if out.AssrtToken, err = checkText("射手网(伪) API token", in.AssrtToken, false, maxKeyLen); err != nil {
		return out, err
	}
	if out.OpenSubtitlesAPIKey, err = checkText("OpenSubtitles API密钥", in.OpenSubtitlesAPIKey, false, maxKeyLen); err != nil {
		return out, err
	}
	var ok bool
	if out.NotFoundStopMinutes, ok = in.NotFoundStopMinutes.In(0, maxCount); !ok {
		return out, invalid("无字幕时等待时间上限必须是不小于0的整数（分钟）")
	}
	return out, nil
}
