package subtitles

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/downloads"
)

// video is one filed video file the engine looks after.
type video struct {
	Path     string
	RecordID int64
	Title    string
	Year     int
	TV       bool
	Season   int
	Episode  int
	Release  string // the torrent's name, for the match score
	TMDBID   int
	FPS      float64 // from ffprobe when a candidate states its own; 0 unknown
}

var videoExts = map[string]bool{".mkv": true, ".mp4": true, ".avi": true, ".ts": true, ".m2ts": true, ".wmv": true,
	".mov": true, ".flv": true, ".rmvb": true, ".iso": true, ".webm": true}

var subtitleExts = map[string]bool{".srt": true, ".ass": true, ".ssa": true, ".sup": true, ".sub": true, ".vtt": true}

var episodeTag = regexp.MustCompile(`(?i)S(\d{1,2})E(\d{1,4})`)

// maxVideosPerRecord bounds the walk of one filed folder.
const maxVideosPerRecord = 500

// videosOf lists the video files a record's link_path holds (a file or a
// folder); samples are skipped.
func videosOf(r downloads.Record) []video {
	base := video{RecordID: r.ID, Title: r.MovieName, Year: r.MovieYear, TV: r.MovieType == "TV", Season: r.Season,
		Release: r.Name, TMDBID: r.TMDBID}
	var out []video
	add := func(p string) {
		low := strings.ToLower(filepath.Base(p))
		if !videoExts[strings.ToLower(filepath.Ext(p))] || strings.Contains(low, "sample") {
			return
		}
		v := base
		v.Path = p
		if m := episodeTag.FindStringSubmatch(filepath.Base(p)); m != nil {
			v.Season, _ = strconv.Atoi(m[1])
			v.Episode, _ = strconv.Atoi(m[2])
		}
		out = append(out, v)
	}
	st, err := os.Stat(r.LinkPath)
	if err != nil {
		return nil
	}
	if !st.IsDir() {
		add(r.LinkPath)
		return out
	}
	filepath.WalkDir(r.LinkPath, func(p string, d fs.DirEntry, err error) error {
		if err != nil || len(out) >= maxVideosPerRecord {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			add(p)
		}
		return nil
	})
	return out
}

// chineseMark finds a Chinese language tag in a subtitle's file name.
var chineseMark = regexp.MustCompile(`(?i)(^|[.\-_\s\[(])(zh|zho|chi|chs|cht|cn|tw|hk|sc|tc|gb|big5|zh-cn|zh-tw|zh-hans|zh-hant|简|繁|中)`)

// hasChineseSide tells whether a subtitle file next to v (same base name)
// is Chinese by its name.
func hasChineseSide(v string) (string, bool) {
	dir, name := filepath.Split(v)
	stem := strings.TrimSuffix(name, filepath.Ext(name))
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", false
	}
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !subtitleExts[strings.ToLower(filepath.Ext(n))] || !strings.HasPrefix(n, stem) {
			continue
		}
		rest := strings.TrimSuffix(strings.TrimPrefix(n, stem), filepath.Ext(n))
		if chineseMark.MatchString(rest) || strings.ContainsAny(rest, "简繁中") {
			return filepath.Join(dir, n), true
		}
	}
	return "", false
}
