package library

import (
	"context"
	"encoding/xml"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
)

// nfo is the Kodi/Emby/Jellyfin NFO of a movie, a show or an episode
// (the root element name differs; the fields are shared).
type nfo struct {
	XMLName       xml.Name
	Title         string     `xml:"title"`
	OriginalTitle string     `xml:"originaltitle,omitempty"`
	Year          int        `xml:"year,omitempty"`
	Premiered     string     `xml:"premiered,omitempty"`
	Plot          string     `xml:"plot,omitempty"`
	Rating        string     `xml:"rating,omitempty"`
	Season        *int       `xml:"season,omitempty"`
	Episode       *int       `xml:"episode,omitempty"`
	TMDBID        int        `xml:"tmdbid,omitempty"`
	IMDbID        string     `xml:"imdbid,omitempty"`
	UniqueIDs     []uniqueID `xml:"uniqueid"`
	Genres        []string   `xml:"genre"`
	Directors     []string   `xml:"director"`
	Actors        []actor    `xml:"actor"`
}

type uniqueID struct {
	Type    string `xml:"type,attr"`
	Default bool   `xml:"default,attr,omitempty"`
	ID      string `xml:",chardata"`
}

type actor struct {
	Name  string `xml:"name"`
	Role  string `xml:"role,omitempty"`
	Thumb string `xml:"thumb,omitempty"`
}

// titleNFO is the movie.nfo / tvshow.nfo of a match, its people as
// creditsOf names them.
func titleNFO(m Match, c credits) nfo {
	d := m.Detail
	root := "movie"
	if m.Kind == "tv" {
		root = "tvshow"
	}
	n := nfo{XMLName: xml.Name{Local: root}, Title: m.Title, OriginalTitle: m.OriginalTitle, Year: m.Year,
		Premiered: m.ReleaseDate, Plot: d.Overview, TMDBID: m.TMDBID, IMDbID: d.ExternalIDs.IMDbID}
	if d.VoteAverage > 0 {
		n.Rating = strconv.FormatFloat(d.VoteAverage, 'f', 1, 64)
	}
	n.UniqueIDs = []uniqueID{{Type: "tmdb", Default: true, ID: strconv.Itoa(m.TMDBID)}}
	if n.IMDbID != "" {
		n.UniqueIDs = append(n.UniqueIDs, uniqueID{Type: "imdb", ID: n.IMDbID})
	}
	for _, g := range d.Genres {
		n.Genres = append(n.Genres, g.Name)
	}
	for _, d := range c.directors {
		n.Directors = append(n.Directors, d.Name)
	}
	for _, a := range c.cast {
		n.Actors = append(n.Actors, a.actor)
	}
	return n
}

// episodeNFO is the <episodedetails> beside one episode file.
func episodeNFO(m Match) nfo {
	s, e := m.Season, m.Episode
	return nfo{XMLName: xml.Name{Local: "episodedetails"}, Title: m.Title + " S" + pad2(s) + "E" + pad2(e),
		Season: &s, Episode: &e, TMDBID: m.TMDBID, Year: m.Year}
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func encodeNFO(n any) ([]byte, error) {
	b, err := xml.MarshalIndent(n, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(b, '\n')...), nil
}

// imager chooses and downloads images and asks TMDB about a cast member;
// *metadata.Service is the real one.
type imager interface {
	ChooseArt(ctx context.Context, req metadata.ArtRequest) metadata.Art
	DownloadImage(ctx context.Context, raw string) (metadata.Image, error)
	TMDBImage(ctx context.Context, size, path string) (metadata.Image, error)
	TMDBPersonDetail(ctx context.Context, id int) (metadata.TMDBPerson, error)
}

// scrape writes the NFO files and images the scraper settings ask for.
// Files already there are kept (a show's tvshow.nfo is written once).
// Errors are returned for the result list; the media stays placed.
func scrape(ctx context.Context, img imager, sc settings.Scraper, m Match, t target, isDisc bool) error {
	if m.TMDBID == 0 {
		return nil
	}
	people := creditsOf(ctx, img, sc, m)
	// The person folders are apart from the title's: one failing does not
	// keep the other from being written.
	return errors.Join(scrapeTitle(ctx, img, sc, m, people, t, isDisc), writePeople(ctx, img, sc, people.everyone()))
}

// scrapeTitle writes the title's NFO files, poster and fanart.
func scrapeTitle(ctx context.Context, img imager, sc settings.Scraper, m Match, people credits, t target, isDisc bool) error {
	if sc.GenerateNFO {
		name := "movie.nfo"
		if m.Kind == "tv" {
			name = "tvshow.nfo"
		}
		if err := writeNFO(filepath.Join(t.Folder, name), titleNFO(m, people)); err != nil {
			return err
		}
		if m.Kind == "tv" && !isDisc {
			ep := strings.TrimSuffix(t.Main, filepath.Ext(t.Main)) + ".nfo"
			if err := writeNFO(ep, episodeNFO(m)); err != nil {
				return err
			}
		}
	}
	if sc.EnableDownloadImage && img != nil {
		return scrapeImages(ctx, img, sc, m, t)
	}
	return nil
}

func writeNFO(path string, n any) error {
	if _, err := os.Stat(path); err == nil {
		return nil
	}
	b, err := encodeNFO(n)
	if err != nil {
		return err
	}
	return writeAtomic(path, b)
}

// writeAtomic writes through a temporary name, so a crash leaves no half
// file under the final name.
func writeAtomic(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := filepath.Join(filepath.Dir(path), tempMark+filepath.Base(path))
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, path)
}
