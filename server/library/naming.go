package library

import (
	"path/filepath"
	"strings"
	"unicode"

	"github.com/movie-robot/web-console/server/settings"
)

// unknownDir holds what could not be recognised (use_unknown_dir).
const unknownDir = ".unknown"

// vars are a match's template values, under the names the original
// product's templates use.
func vars(m Match, ext string) Vars {
	return Vars{"title": m.Title, "name": m.Title, "original_title": m.OriginalTitle, "en_title": m.OriginalTitle,
		"year": m.Year, "release_date": m.ReleaseDate, "resolution": m.Resolution, "season": m.Season,
		"episode": m.Episode, "tmdb_id": m.TMDBID, "tmdbid": m.TMDBID, "ext": strings.TrimPrefix(ext, ".")}
}

// target is where an item goes: the main path (file or disc folder) and
// the pairs to place (subtitles beside a video).
type target struct {
	Main   string
	Folder string // the title's folder (movie folder, or the show's for TV)
	Pairs  []pair
}

// plan computes the target of a recognised item without touching the disk
// (beyond listing its subtitles).
func plan(m Match, it Item, ls settings.LinkSetting, linkPath string, useArea bool) target {
	folderT, fileT := ls.MovieFolderFormat, ls.MovieFilenameFormat
	if m.Kind == "tv" {
		folderT, fileT = ls.TVFolderFormat, ls.TVFilenameFormat
	}
	ext := stripControl(filepath.Ext(it.Name))
	if it.IsDisc {
		ext = ""
	}
	v := vars(m, ext)
	root := linkPath
	if useArea {
		root = filepath.Join(root, area(m.Countries))
	}
	folder := cleanRel(render(folderT, v))
	base := filepath.Join(root, folder)
	t := target{Folder: filepath.Join(root, strings.SplitN(folder, "/", 2)[0])}
	if m.Kind == "movie" {
		t.Folder = base
	}
	if it.IsDisc {
		t.Main = filepath.Join(base, cleanRel(strings.ReplaceAll(it.Name, "/", " ")))
		if ls.DiscSingleFolder {
			t.Main = base
		}
		t.Pairs = []pair{{it.Path, t.Main}}
		return t
	}
	// The extension goes on last, whether the template names it or not:
	// the name is cleaned without it, so a title ending in "." or an empty
	// one cannot eat into the extension.
	v["ext"] = ""
	t.Main = filepath.Join(base, cleanRel(render(fileT, v))+ext)
	t.Pairs = withSubtitles(it.Path, t.Main)
	return t
}

// unknownTarget is where an unrecognised item goes (use_unknown_dir).
func unknownTarget(it Item, linkPath string) target {
	main := filepath.Join(linkPath, unknownDir, cleanRel(strings.ReplaceAll(it.Name, "/", " ")))
	t := target{Main: main, Folder: filepath.Dir(main), Pairs: []pair{{it.Path, main}}}
	if !it.IsDisc {
		t.Pairs = withSubtitles(it.Path, main)
	}
	return t
}

func withSubtitles(src, dst string) []pair {
	pairs := []pair{{src, dst}}
	stem := strings.TrimSuffix(dst, filepath.Ext(dst))
	for s, suffix := range subtitlesOf(src) {
		pairs = append(pairs, pair{s, stem + stripControl(suffix)})
	}
	return pairs
}

// stripControl drops control characters (a trailing \r from a site's
// title, an escape sequence): a library name holds none.
func stripControl(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, s)
}

// cleanRel keeps a rendered template inside the library: no empty, "." or
// ".." elements, no leading slash, no control characters.
func cleanRel(s string) string {
	var parts []string
	for _, p := range strings.Split(stripControl(s), "/") {
		p = strings.Join(strings.Fields(strings.ReplaceAll(p, "()", "")), " ")
		p = strings.Trim(p, " .")
		if p == "" {
			continue
		}
		parts = append(parts, p)
	}
	if len(parts) == 0 {
		return "未命名"
	}
	return strings.Join(parts, "/")
}
