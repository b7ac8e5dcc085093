package library

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

// Names as a library needs them: inner runs of spaces one, no trailing
// dot (Windows and SMB shares drop it), a name that renders to nothing
// still a name, and the extension once whether the template names it or
// not. A movie's folder is its own even under a group folder.
func TestPlanNamesCleanly(t *testing.T) {
	ls := settings.LinkSettingSection.Default()
	m := Match{Kind: "movie", Title: "Mr.  Robot.", Year: 2015}
	it := Item{Path: "/in/a.mkv", Name: "a.mkv"}
	if got := plan(m, it, ls, "/lib", false); got.Main != "/lib/Mr. Robot. (2015)/Mr. Robot. (2015).mkv" || got.Folder != "/lib/Mr. Robot. (2015)" {
		t.Errorf("spaces: %+v", got)
	}
	ls.MovieFolderFormat, ls.MovieFilenameFormat = "电影/{{ title }}", "{{ title }}.{{ ext }}"
	got := plan(m, it, ls, "/lib", false)
	if got.Main != "/lib/电影/Mr. Robot/Mr. Robot.mkv" || got.Folder != "/lib/电影/Mr. Robot" { // not "Robot..mkv"
		t.Errorf("group folder, ext in the template: %+v", got)
	}
	if got := plan(Match{Kind: "movie"}, it, ls, "/lib", false); got.Main != "/lib/电影/未命名.mkv" { // not a file named "mkv"
		t.Errorf("no title: %+v", got)
	}
}

// Subtitles beside a video follow it without control characters; a disc
// folder sent to the unknown folder goes alone (its own subtitles are
// inside it).
func TestSubtitlesFollowTheirVideo(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.mkv", "a.chs\x07.srt", "DISC.chs.srt"} {
		os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644)
	}
	os.Mkdir(filepath.Join(dir, "DISC"), 0o755)
	pairs := withSubtitles(filepath.Join(dir, "a.mkv"), "/lib/A/A.mkv")
	if len(pairs) != 2 || pairs[1].dst != "/lib/A/A.chs.srt" {
		t.Errorf("subtitle pairs: %+v", pairs)
	}
	u := unknownTarget(Item{Path: filepath.Join(dir, "DISC"), Name: "DISC", IsDisc: true}, "/lib")
	if len(u.Pairs) != 1 {
		t.Errorf("disc pairs: %+v", u.Pairs)
	}
}
