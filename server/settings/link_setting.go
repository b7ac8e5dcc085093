package settings

// LinkSetting is 识别与整理设置 (api-contract §2.4 get_link_setting). The
// formats are Jinja2 templates, kept as typed.
type LinkSetting struct {
	MovieFilenameFormat string `json:"movie_filename_format"`
	MovieFolderFormat   string `json:"movie_folder_format"`
	TVFilenameFormat    string `json:"tv_filename_format"`
	TVFolderFormat      string `json:"tv_folder_format"`
	Recognize           bool   `json:"recognize"` // built-in recognition: always on
	ExactYear           bool   `json:"exact_year"`
	UseUnknownDir       bool   `json:"use_unknown_dir"`
	FileProcessMode     string `json:"file_process_mode"` // link or copy
	DiscSingleFolder    bool   `json:"disc_single_folder"`
	FixEmbyBDMVBug      bool   `json:"fix_emby_bdmv_bug"`
}

// Default formats: the folder layout Emby, Jellyfin and Plex scan best.
const (
	DefaultMovieFolderFormat   = "{{ title }} ({{ year }})"
	DefaultMovieFilenameFormat = "{{ title }} ({{ year }}){% if resolution %} - {{ resolution }}{% endif %}"
	DefaultTVFolderFormat      = "{{ title }} ({{ year }})/Season {{ season }}"
	DefaultTVFilenameFormat    = "{{ title }} - S{{ season }}E{{ episode }}{% if resolution %} - {{ resolution }}{% endif %}"
)

// LinkSettingSection is stored under "setting.link".
var LinkSettingSection = Section[LinkSetting]{Key: "setting.link", Default: func() LinkSetting {
	return LinkSetting{
		MovieFilenameFormat: DefaultMovieFilenameFormat, MovieFolderFormat: DefaultMovieFolderFormat,
		TVFilenameFormat: DefaultTVFilenameFormat, TVFolderFormat: DefaultTVFolderFormat,
		Recognize: true, ExactYear: true, UseUnknownDir: true, FileProcessMode: "link",
	}
}}

// LinkSettingInput is the body of setting/save_link_setting.
type LinkSettingInput LinkSetting

// Validate checks the form and returns the record to store.
func (in LinkSettingInput) Validate() (LinkSetting, error) {
	out := LinkSetting(in)
	out.Recognize = true
	var err error
	for _, f := range []struct {
		label string
		v     *string
	}{
		{"电影文件名格式", &out.MovieFilenameFormat}, {"电影文件夹格式", &out.MovieFolderFormat},
		{"剧集文件名格式", &out.TVFilenameFormat}, {"剧集文件夹格式", &out.TVFolderFormat},
	} {
		if *f.v, err = checkText(f.label, *f.v, true, maxPathLen); err != nil {
			return out, err
		}
	}
	if out.FileProcessMode != "link" && out.FileProcessMode != "copy" {
		return out, invalid("整理方式必须是硬链接（link）或复制（copy）")
	}
	return out, nil
}
