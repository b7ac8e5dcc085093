package standin

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strconv"
	"strings"
)

// The media-server stand-ins (emby, jellyfin, plex) serve one small
// library: three films and a series whose season 1 lacks episode 4 (aired,
// file missing) and episode 5 (announced, not aired yet: 2099-01-01); its
// episode 3 is a 1080p copy without subtitles (the series' own streams
// are each other episode's).
type libItem struct {
	ID, Name, Original, Type string // Type: Movie or Series
	Year                     int
	Tmdb, Imdb               string
	Container, VideoCodec    string
	Width, Height            int
	VideoTitle               string
	Audio, Subtitles         []string
	Episodes                 []libEpisode
}

type libEpisode struct {
	ID, SeasonID   string
	Season, Index  int
	Name, Premiere string
	Missing        bool
	// Width, Height and NoSubs set an episode's file apart from its
	// series' streams.
	Width, Height int
	NoSubs        bool
}

// file is what an episode's file holds: its series' streams, unless the
// episode says otherwise.
func (ep *libEpisode) file(it libItem) libItem {
	if ep.Width > 0 {
		it.Width, it.Height, it.VideoTitle = ep.Width, ep.Height, strconv.Itoa(ep.Height)+"p "+strings.ToUpper(it.VideoCodec)
	}
	if ep.NoSubs {
		it.Subtitles = nil
	}
	return it
}

var library = []libItem{
	{ID: "101", Name: "流浪地球2", Original: "The Wandering Earth II", Type: "Movie", Year: 2023, Tmdb: "842675", Imdb: "tt13539646",
		Container: "mkv", VideoCodec: "hevc", Width: 3840, Height: 2160, VideoTitle: "4K HEVC HDR",
		Audio: []string{"Chinese AAC 5.1 (默认)", "Chinese DTS-HD MA 7.1"}, Subtitles: []string{"Chinese Simplified (SRT)", "English (PGS)"}},
	{ID: "102", Name: "流浪地球", Original: "The Wandering Earth", Type: "Movie", Year: 2019, Tmdb: "535167", Imdb: "tt7605074",
		Container: "mp4", VideoCodec: "h264", Width: 1920, Height: 800, VideoTitle: "1080p H264",
		Audio: []string{"Chinese AAC stereo (默认)"}},
	// 千与千寻: the film download-record's browser test files; no Chinese subtitle stream.
	{ID: "103", Name: "千与千寻", Original: "千と千尋の神隠し", Type: "Movie", Year: 2001, Tmdb: "129", Imdb: "tt0245429",
		Container: "mkv", VideoCodec: "h264", Width: 1920, Height: 1040, VideoTitle: "1080p H264",
		Audio: []string{"Japanese FLAC stereo (默认)"}},
	{ID: "201", Name: "繁花", Original: "Blossoms Shanghai", Type: "Series", Year: 2023, Tmdb: "204541",
		Container: "mkv", VideoCodec: "hevc", Width: 3840, Height: 2160, VideoTitle: "4K HEVC",
		Audio: []string{"Chinese AAC stereo (默认)", "Shanghainese AAC stereo"}, Subtitles: []string{"Chinese Simplified (ASS)"},
		Episodes: []libEpisode{
			{ID: "2111", SeasonID: "211", Season: 1, Index: 1, Name: "第1集", Premiere: "2023-12-27"},
			{ID: "2112", SeasonID: "211", Season: 1, Index: 2, Name: "第2集", Premiere: "2023-12-27"},
			{ID: "2113", SeasonID: "211", Season: 1, Index: 3, Name: "第3集", Premiere: "2023-12-28",
				Width: 1920, Height: 1080, NoSubs: true},
			{ID: "2114", SeasonID: "211", Season: 1, Index: 4, Name: "第4集", Premiere: "2023-12-28", Missing: true},
			{ID: "2115", SeasonID: "211", Season: 1, Index: 5, Name: "第5集", Premiere: "2099-01-01", Missing: true},
		}},
}

// searchIn finds items whose name or original title holds term (any case).
func searchIn(items []libItem, term string, types map[string]bool) []libItem {
	term = strings.ToLower(strings.TrimSpace(term))
	var out []libItem
	for _, it := range items {
		if !types[it.Type] || term == "" {
			continue
		}
		if strings.Contains(strings.ToLower(it.Name), term) || strings.Contains(strings.ToLower(it.Original), term) {
			out = append(out, it)
		}
	}
	return out
}

// libraryTitles are the library's items as TMDB knows them.
func libraryTitles() []mediaTitle {
	var out []mediaTitle
	for _, it := range library {
		id, _ := strconv.Atoi(it.Tmdb)
		m := mediaTitle{tmdb: id, tv: it.Type == "Series", cn: it.Name, orig: it.Original, year: it.Year, rating: 8.0,
			genres: []string{"剧情"}, runtime: 120}
		if m.tv {
			m.seasons, m.eps, m.runtime = 1, len(it.Episodes), 45
		}
		out = append(out, m)
	}
	return out
}

// findIn finds an item or an episode by id.
func findIn(items []libItem, id string) (libItem, *libEpisode, bool) {
	for _, it := range items {
		if it.ID == id {
			return it, nil, true
		}
		for i := range it.Episodes {
			if it.Episodes[i].ID == id {
				return it, &it.Episodes[i], true
			}
		}
	}
	return libItem{}, nil, false
}

// posterPNG is a small 2:3 image served as every poster and backdrop.
var posterPNG = func() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 20, 30))
	for y := 0; y < 30; y++ {
		for x := 0; x < 20; x++ {
			img.Set(x, y, color.RGBA{R: 40, G: uint8(60 + 4*y), B: 120, A: 255})
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}()

// synthLibrary is n titles for a household's library (the scale bench):
// title i is 订阅 i, TMDB id 100000+i, as server/cmd/scalegen names its
// subscriptions, so the first 1,000 are theirs; every other one a series of
// one ten-episode season.
func synthLibrary(n int) []libItem {
	out := make([]libItem, n)
	for i := range out {
		it := libItem{ID: strconv.Itoa(900000 + i), Name: fmt.Sprintf("订阅 %04d", i), Original: fmt.Sprintf("Subscription %04d", i),
			Type: "Movie", Year: 1990 + i%36, Tmdb: strconv.Itoa(100000 + i), Container: "mkv", VideoCodec: "h264",
			Width: 1920, Height: 1080, VideoTitle: "1080p H264", Audio: []string{"Chinese AAC stereo (默认)"}}
		if i%2 == 1 {
			it.Type = "Series"
			for e := range 10 {
				it.Episodes = append(it.Episodes, libEpisode{ID: fmt.Sprintf("%d-%d", 900000+i, e+1),
					SeasonID: fmt.Sprintf("%d-s1", 900000+i), Season: 1, Index: e + 1, Name: fmt.Sprintf("第 %d 集", e+1),
					Premiere: "2020-01-01"})
			}
		}
		out[i] = it
	}
	return out
}
