package library

import (
	"context"
	"encoding/xml"
	"errors"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/movie-robot/web-console/server/settings"
)

// personNFO is Emby's/Kodi's person.nfo.
type personNFO struct {
	XMLName   xml.Name `xml:"person"`
	Name      string   `xml:"name"`
	TMDBID    int      `xml:"tmdbid,omitempty"`
	IMDbID    string   `xml:"imdbid,omitempty"`
	Biography string   `xml:"biography,omitempty"`
	Thumb     string   `xml:"thumb,omitempty"`
}

// writePeople writes, with 人员数据NFO和图片目录 set, each cast member's
// person.nfo and portrait folder.jpg in Emby's People layout
// (<dir>/<first letter>/<name>/). A file already there is kept, so a
// person is written once however many titles they are in.
func writePeople(ctx context.Context, img imager, sc settings.Scraper, cast []castMember) error {
	if sc.PersonNFOPath == "" {
		return nil
	}
	var errs []error
	for _, c := range cast {
		name := personFolderName(c.Name)
		if name == "" {
			continue
		}
		dir := filepath.Join(sc.PersonNFOPath, firstLetter(name), name)
		portrait := filepath.Join(dir, "folder.jpg")
		p := personNFO{Name: c.Name, TMDBID: c.tmdbID}
		if c.person != nil {
			p.IMDbID, p.Biography = c.person.IMDbID, c.person.Biography
			if c.profile == "" {
				c.profile = c.person.ProfilePath
			}
		}
		if c.profile != "" && img != nil {
			if err := savePortrait(ctx, img, c.profile, portrait); err != nil {
				errs = append(errs, err)
			} else {
				p.Thumb = portrait
			}
		}
		if err := writeNFO(filepath.Join(dir, "person.nfo"), p); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// personFolderName is a name fit for one folder: no separators, control
// characters or leading/trailing dots and spaces.
func personFolderName(name string) string {
	name = strings.Map(func(r rune) rune {
		switch {
		case r == '/' || r == '\\' || unicode.IsControl(r):
			return ' '
		case strings.ContainsRune(`:*?"<>|`, r): // Windows shares (SMB) refuse these
			return '_'
		}
		return r
	}, name)
	return strings.Trim(strings.Join(strings.Fields(name), " "), " .")
}

// firstLetter is the folder Emby groups a person under: the name's first
// character, upper case.
func firstLetter(name string) string {
	for _, r := range name {
		return string(unicode.ToUpper(r))
	}
	return "_"
}

// savePortrait writes a person's TMDB profile image once.
func savePortrait(ctx context.Context, img imager, profile, dst string) error {
	if profile == "" || exists(dst) {
		return nil
	}
	im, err := img.TMDBImage(ctx, "h632", profile)
	if err != nil {
		return err
	}
	return writeAtomic(dst, im.Body)
}
