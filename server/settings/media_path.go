package settings

import (
	"fmt"
	"path/filepath"
)

// MediaPath is one card of the media-path form (api-contract §2.3).
type MediaPath struct {
	DownloadPath    string `json:"download_path"` // as the download client sees it
	SourceDir       string `json:"source_dir"`    // the same folder as this machine sees it
	TargetDir       string `json:"target_dir"`    // where recognised files are organised
	QbitCate        string `json:"qbit_cate"`
	Type            string `json:"type"`              // movie, tv, xx, other (api-contract §3.2)
	FileProcessMode string `json:"file_process_mode"` // link, copy, move
	UseAreaFolder   bool   `json:"use_area_folder"`
}

// maxMediaPaths caps the list; nobody has more, and it bounds the record.
const maxMediaPaths = 100

// MediaPathSection is stored under "config.media_path" as a JSON array.
var MediaPathSection = Section[[]MediaPath]{Key: "config.media_path", Default: func() []MediaPath {
	return []MediaPath{}
}}

// ValidateMediaPaths checks the save_media_path body. Messages start with
// "路径N：" (N counts from 1, as the cards are titled). The body's UI-only
// keys (downloadPathError …) are simply not decoded.
func ValidateMediaPaths(in []MediaPath) ([]MediaPath, error) {
	if len(in) > maxMediaPaths {
		return nil, invalid("最多只能设置%d个路径", maxMediaPaths)
	}
	out := make([]MediaPath, 0, len(in))
	for i, p := range in {
		v, err := p.validate()
		if err != nil {
			return nil, invalid("路径%d：%s", i+1, err.Error())
		}
		out = append(out, v)
	}
	return out, nil
}

func (p MediaPath) validate() (MediaPath, error) {
	recognised := p.Type == "movie" || p.Type == "tv"
	if !recognised && p.Type != "xx" && p.Type != "other" {
		return p, fmt.Errorf("不支持的媒体类型：%s", quote(p.Type))
	}
	var err error
	// The download path may be another machine's (even a Windows path):
	// only required, not checked for form.
	if p.DownloadPath, err = checkText("下载保存路径", p.DownloadPath, true, maxPathLen); err != nil {
		return p, err
	}
	if p.SourceDir, err = checkAbsPath("下载路径装载到容器的路径", p.SourceDir); err != nil {
		return p, err
	}
	if p.QbitCate, err = checkText("qbittorrent分类名称", p.QbitCate, false, maxShortLen); err != nil {
		return p, err
	}
	if !recognised {
		// xx/other are not recognised or moved, and the form disables the
		// target, mode and area fields for them: keep what is usable of
		// their stale values rather than refusing input nobody can edit.
		if t, err := checkAbsPath("目标路径", p.TargetDir); err == nil {
			p.TargetDir = t
		} else {
			p.TargetDir = ""
		}
		if !validMode(p.FileProcessMode) {
			p.FileProcessMode = "link"
		}
		return p, nil
	}
	if p.TargetDir, err = checkAbsPath("目标路径", p.TargetDir); err != nil {
		return p, err
	}
	if !validMode(p.FileProcessMode) {
		return p, fmt.Errorf("不支持的文件处理方式：%s", quote(p.FileProcessMode))
	}
	return p, nil
}

func validMode(m string) bool { return m == "link" || m == "copy" || m == "move" }

// checkAbsPath requires an absolute path of this machine and cleans it.
func checkAbsPath(label, s string) (string, error) {
	s, err := checkText(label, s, true, maxPathLen)
	if err != nil {
		return "", err
	}
	if !filepath.IsAbs(s) {
		return "", invalid("%s必须是绝对路径", label)
	}
	return filepath.Clean(s), nil
}
