package ptsites

import (
	"crypto/sha1"
	"encoding/binary"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/release"
)

// Torrent is one search result as the UI reads it (api-contract §2.10
// Torrent) plus additions: date, category, imdb_id, douban_id, year
// fields and parsed labels the filters need.
type Torrent struct {
	ID                   int64     `json:"id"`
	SiteID               string    `json:"site_id"`
	SiteName             string    `json:"site_name"`
	Name                 string    `json:"name"`
	Subject              string    `json:"subject"`
	DetailsURL           string    `json:"details_url"`
	UploadCount          int       `json:"upload_count"`
	DownloadCount        int       `json:"download_count"`
	Grabs                int       `json:"grabs"`
	SizeMB               float64   `json:"size_mb"`
	MediaSource          string    `json:"media_source"`
	MediaEncoding        string    `json:"media_encoding"`
	Resolution           string    `json:"resolution"`
	ReleaseTeam          string    `json:"release_team"`
	DownloadVolumeFactor float64   `json:"download_volume_factor"`
	UploadVolumeFactor   float64   `json:"upload_volume_factor"`
	FreeDesc             string    `json:"free_desc"`
	MinimumRatio         float64   `json:"minimum_ratio"`
	PosterURL            string    `json:"poster_url"`
	CateLevel1           string    `json:"cate_level1"`
	MovieReleaseYear     int       `json:"movie_release_year"`
	MovieType            string    `json:"movie_type"`
	CNName               string    `json:"cn_name"`
	ENName               string    `json:"en_name"`
	TVSeries             *TVSeries `json:"tv_series"`
	PublishDate          string    `json:"publish_date"`
	IMDbID               string    `json:"imdb_id"`
	DoubanID             string    `json:"douban_id"`
	HDR                  []string  `json:"hdr"`
	Audio                []string  `json:"audio"`
	ChineseSubs          bool      `json:"chinese_subs"`
	// Additions from the definition's result fields: the H&R seeding time
	// (seconds) and the title's TMDB / TVDB ids (subscriptions match by id).
	MinimumSeedTime int    `json:"minimum_seed_time,omitempty"`
	TMDbID          string `json:"tmdb_id,omitempty"`
	TVDbID          string `json:"tvdb_id,omitempty"`
	// TMDbPinned: TMDbID is a 自定义识别词 pin, not the site's (a kept
	// answer read again after the rule is deleted drops it).
	TMDbPinned bool `json:"tmdb_pinned,omitempty"`
}

// TVSeries is the contract's season/episode block of a TV result.
type TVSeries struct {
	SeasonStart        int   `json:"season_start"`
	SeasonEnd          int   `json:"season_end"`
	SeasonFullIndex    []int `json:"season_full_index"`
	EpFullIndex        []int `json:"ep_full_index"`
	ContainsCompleteEp bool  `json:"contains_complete_ep"`
}

// torrentID is stable for a site's torrent (its download link), below
// 2^53 so JavaScript keeps it exact; download/torrent finds it again by it.
func torrentID(site, downloadURL string) int64 {
	sum := sha1.Sum([]byte(site + "\x00" + downloadURL))
	return int64(binary.BigEndian.Uint64(sum[:8]) >> 12)
}

// toTorrent fills the contract's shape from a result and the release-name
// parser (package release, CONTRACTS.md C2) under the 自定义识别词 of p; a
// TMDB id a rule pins fills a row that names none.
func toTorrent(p *release.Parser, site, alias string, r indexer.Result) Torrent {
	read := p.Read(r.Title, r.Description)
	info := read.Info
	pinned := r.TMDbID == "" && read.TMDBID > 0
	if pinned {
		r.TMDbID = strconv.Itoa(read.TMDBID)
	}
	t := Torrent{ID: torrentID(site, r.DownloadURL), SiteID: site, SiteName: alias, Name: r.Title, Subject: r.Description,
		DetailsURL: r.DetailsURL, UploadCount: r.Seeders, DownloadCount: r.Leechers, Grabs: r.Grabs, SizeMB: round(r.SizeMB, 2),
		MediaSource: info.Source, MediaEncoding: info.Codec, Resolution: info.Resolution, ReleaseTeam: info.Group,
		DownloadVolumeFactor: r.DownloadFactor, UploadVolumeFactor: r.UploadFactor, MinimumRatio: r.MinimumRatio,
		PosterURL: r.Poster, CateLevel1: r.Category, MovieReleaseYear: info.Year, CNName: info.CNTitle, ENName: info.ENTitle,
		PublishDate: r.Date, IMDbID: r.IMDbID, DoubanID: r.DoubanID, HDR: nonNil(info.HDR), Audio: nonNil(info.Audio),
		ChineseSubs: info.ChineseSubs, MovieType: "Movie", MinimumSeedTime: r.MinimumSeedTime, TMDbID: r.TMDbID, TVDbID: r.TVDbID,
		TMDbPinned: pinned}
	if t.CNName == "" && t.ENName == "" {
		t.CNName = info.Title
	}
	if r.FreeUntil != "" && r.DownloadFactor < 1 {
		t.FreeDesc = r.FreeUntil + "到期"
	}
	if info.IsTV || r.Category == "TV" {
		t.MovieType = "TV"
		tv := &TVSeries{SeasonStart: info.SeasonStart, SeasonEnd: info.SeasonEnd, SeasonFullIndex: []int{}, EpFullIndex: []int{},
			ContainsCompleteEp: info.FullSeason}
		for s := info.SeasonStart; s > 0 && s <= info.SeasonEnd && len(tv.SeasonFullIndex) < 100; s++ {
			tv.SeasonFullIndex = append(tv.SeasonFullIndex, s)
		}
		end := max(info.EpisodeEnd, info.EpisodeStart)
		for e := info.EpisodeStart; e > 0 && e <= end && len(tv.EpFullIndex) < 2000; e++ {
			tv.EpFullIndex = append(tv.EpFullIndex, e)
		}
		if info.FullSeason && len(tv.EpFullIndex) == 0 {
			for e := 1; e <= info.TotalEpisodes && e <= 2000; e++ {
				tv.EpFullIndex = append(tv.EpFullIndex, e)
			}
		}
		t.TVSeries = tv
	}
	if strings.TrimSpace(t.SiteName) == "" {
		t.SiteName = site
	}
	return t
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
