package subtitles

import (
	"context"
	"encoding/json"
	"os/exec"
	"strings"
	"time"
)

// chineseLangs are the language tags a Chinese subtitle stream carries
// (ISO 639-2 chi/zho as Matroska stores them, and the BCP 47 forms).
var chineseLangs = map[string]bool{"chi": true, "zho": true, "zh": true, "chs": true, "cht": true, "cmn": true,
	"yue": true, "zh-cn": true, "zh-tw": true, "zh-hk": true, "zh-hans": true, "zh-hant": true}

// probe asks ffprobe (Debian's ffmpeg) for the entries of the video's
// streams (a -select_streams spec) and reads its JSON into ans; false
// without ffprobe or when it cannot read the file (a warning in the log).
func (s *Service) probe(ctx context.Context, video, streams, entries string, ans any) bool {
	if s.o.FFprobe == "" {
		return false
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, s.o.FFprobe, "-v", "error", "-select_streams", streams,
		"-show_entries", entries, "-of", "json", video).Output()
	if err != nil {
		s.o.Log.Warn("subtitles: ffprobe", "video", video, "streams", streams, "err", err)
		return false
	}
	return json.Unmarshal(out, ans) == nil
}

// embeddedChinese asks ffprobe (Debian's ffmpeg) whether the video holds a
// Chinese subtitle stream; it answers the stream's description. Without
// ffprobe, or when it cannot read the file, the answer is no (the video
// is then searched like one without).
func (s *Service) embeddedChinese(ctx context.Context, video string) (string, bool) {
	var ans struct {
		Streams []struct {
			Index int               `json:"index"`
			Codec string            `json:"codec_name"`
			Tags  map[string]string `json:"tags"`
		} `json:"streams"`
	}
	if !s.probe(ctx, video, "s", "stream=index,codec_name:stream_tags=language,title", &ans) {
		return "", false
	}
	for _, st := range ans.Streams {
		lang, title := strings.ToLower(st.Tags["language"]), st.Tags["title"]
		if chineseLangs[lang] || strings.ContainsAny(title, "中简繁") || strings.Contains(strings.ToLower(title), "chinese") {
			return strings.TrimSpace(lang + " " + st.Codec + " " + title), true
		}
	}
	return "", false
}
