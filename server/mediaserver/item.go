// Package mediaserver searches the user's media servers (Emby, Jellyfin,
// Plex) for what they already hold, for the 媒体库 section of the movie
// search (api-contract §2.11, screens.md §S7): films with their streams,
// series with their seasons and which episodes are present or missing.
package mediaserver

import "github.com/movie-robot/web-console/server/fault"

// Stream is one audio or subtitle track as the server names it.
type Stream struct {
	DisplayTitle string `json:"display_title"`
}

// Streams is what a file holds (get_media_streams; also part of items).
type Streams struct {
	VideoCodec      string   `json:"video_codec"`      // H.265, H.264, AV1 … (release.Codecs() names)
	VideoResolution string   `json:"video_resolution"` // 2160p, 1080p …
	VideoContainer  string   `json:"video_container"`  // MKV, MP4 …
	AudioStreams    []Stream `json:"audio_streams"`
	SubtitleStreams []Stream `json:"subtitle_streams"`
}

// Item is one hit (MSItem).
type Item struct {
	ID          string `json:"id"`   // "<server name>:<item id>"
	Type        string `json:"type"` // Movie or TV
	Name        string `json:"name"`
	Year        int    `json:"year,omitempty"`
	URL         string `json:"url"` // the item on the server's web app
	TmdbID      int    `json:"tmdb_id"`
	BackdropURL string `json:"backdrop_url"`
	PosterURL   string `json:"poster_url"`
	ServerName  string `json:"server_name"`
	ServerType  string `json:"server_type"` // emby, jellyfin, plex
	Streams
	NextEpisodeToAir *NextEpisode `json:"next_episode_to_air,omitempty"`
	SubItems         []Season     `json:"sub_items,omitempty"`
	// Subtitled is what a library listing (List) knows of subtitles: 1
	// every file it holds carries a subtitle stream, 0 one lacks them,
	// -1 unknown. A search leaves it 0 and unread.
	Subtitled int `json:"-"`
	// Original is the original title (a Snapshot's title question matches
	// it as the servers' own search does); not sent to the page.
	Original string `json:"-"`
}

// NextEpisode is the next announced episode not aired yet.
type NextEpisode struct {
	EpisodeIndex int    `json:"episode_index"`
	AirDate      string `json:"air_date"` // YYYY-MM-DD
}

// Season of a series: its episodes, present (1) or not (0).
type Season struct {
	Index     int    `json:"index"`
	PosterURL string `json:"poster_url"`
	Streams
	SubItems []Episode `json:"sub_items"`
}

// Episode statuses.
const (
	Missing = 0 // listed by the server's metadata, no file (or not aired yet)
	Present = 1
)

// Episode of a season.
type Episode struct {
	ID     string `json:"id"` // "<server name>:<item id>", for get_media_streams
	Index  int    `json:"index"`
	Name   string `json:"name,omitempty"`
	Status int    `json:"status"`
}

// Error is a failure the user should read, in Chinese (fault.Invalid).
type Error = fault.Invalid
