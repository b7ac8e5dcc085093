// Package release reads what a torrent's name (and the site's subtitle
// line) says about a release: the title in Chinese and English, the year,
// the season and episode ranges, and the technical labels (resolution,
// source, codec, HDR, audio, release group, Chinese subtitles). No Go
// module does this for the shapes Chinese PT sites use, so it is ours.
//
// Parse never fails: it reports what it recognised and leaves the rest
// empty. It is called for every search result row, so it works on one
// lower-cased copy of the name with precompiled patterns and no I/O.
package release

// Info is what a release name says (CONTRACTS.md C2).
type Info struct {
	Title         string // best display title (Chinese when present, else English)
	CNTitle       string
	ENTitle       string
	Year          int // 0 = unknown
	SeasonStart   int // 0 = no season info (a movie, or unknown)
	SeasonEnd     int // == SeasonStart for one season
	EpisodeStart  int // 0 = whole season(s) / no episode info
	EpisodeEnd    int
	FullSeason    bool // a whole-season pack (全12集, Complete, S01 without episodes)
	TotalEpisodes int  // 全12集 → 12, 0 unknown
	Resolution    string
	Source        string
	Codec         string
	HDR           []string // any of HDRs()
	Audio         []string // any of AudioFormats(), in that order
	Group         string   // release group ("" unknown)
	ChineseSubs   bool     // 中字/简繁/chs/cht/国配 markers
	Special       bool     // 特效字幕
	IsTV          bool     // has season/episode info
}

// The vocabularies: exactly the values Parse can produce, in the order a
// filter list shows them (best first).
var (
	resolutions = []string{"2160p", "1080p", "1080i", "720p", "576p", "480p"}
	sources     = []string{"UHD BluRay", "BluRay", "Remux", "WEB-DL", "WEBRip", "HDTV", "DVD", "HDRip"}
	codecs      = []string{"H.265", "H.264", "AV1", "VC-1", "MPEG-2"}
	hdrs        = []string{"HDR10", "HDR10+", "DV", "HLG"}
	audios      = []string{"TrueHD", "Atmos", "DTS-HD MA", "DTS:X", "DTS", "DDP", "AC3", "AAC", "FLAC", "LPCM", "Opus", "国语", "粤语"}
)

// Resolutions lists the values of Info.Resolution.
func Resolutions() []string { return append([]string(nil), resolutions...) }

// Sources lists the values of Info.Source.
func Sources() []string { return append([]string(nil), sources...) }

// Codecs lists the values of Info.Codec.
func Codecs() []string { return append([]string(nil), codecs...) }

// HDRs lists the values Info.HDR may hold.
func HDRs() []string { return append([]string(nil), hdrs...) }

// AudioFormats lists the values Info.Audio may hold.
func AudioFormats() []string { return append([]string(nil), audios...) }

// Parse reads a torrent name (the title line of a search result).
func Parse(name string) Info {
	info, p := parse(name)
	p.release()
	return info
}

func parse(name string) (Info, *parsed) {
	p := newParsed(name)
	p.scan()
	info := p.info()
	info.CNTitle, info.ENTitle = p.titles()
	info.Title = pickTitle(info)
	return info, p
}

// ParseWithSubject reads a torrent name together with the site's subtitle
// line, which on Chinese sites usually carries the Chinese title and the
// episode count (繁花 全30集 | 国语中字). The name wins where both say
// something; the subject fills what the name lacks.
func ParseWithSubject(name, subject string) Info {
	info, p := parse(name)
	defer p.release()
	if subject == "" {
		return info
	}
	s := newParsed(subject)
	defer s.release()
	s.subject = true
	s.scan()
	sub := s.info()
	if info.SeasonStart == 0 && sub.SeasonStart > 0 {
		info.SeasonStart, info.SeasonEnd = sub.SeasonStart, sub.SeasonEnd
	}
	// "S01" alone says only the season: the subject's 第01-02集 tells
	// which episodes; "Complete"/全集/全N集 in the name say all of them.
	if info.EpisodeStart == 0 && sub.EpisodeStart > 0 && (!info.FullSeason || !p.packWord && info.TotalEpisodes == 0) {
		info.FullSeason = false
		info.EpisodeStart, info.EpisodeEnd = sub.EpisodeStart, sub.EpisodeEnd
	}
	if info.TotalEpisodes == 0 {
		info.TotalEpisodes = sub.TotalEpisodes
	}
	info.FullSeason = info.FullSeason || (sub.FullSeason && info.EpisodeStart == 0)
	if info.EpisodeStart == 1 && info.EpisodeEnd > 1 && info.EpisodeEnd == info.TotalEpisodes {
		info.FullSeason, info.EpisodeStart, info.EpisodeEnd = true, 0, 0
	}
	info.IsTV = info.SeasonStart > 0
	info.Year = firstNonZero(info.Year, sub.Year)
	info.Resolution = firstNonEmpty(info.Resolution, sub.Resolution)
	info.Source = firstNonEmpty(info.Source, sub.Source)
	info.Codec = firstNonEmpty(info.Codec, sub.Codec)
	info.HDR = union(hdrs, info.HDR, sub.HDR)
	info.Audio = union(audios, info.Audio, sub.Audio)
	info.ChineseSubs = info.ChineseSubs || sub.ChineseSubs
	info.Special = info.Special || sub.Special
	if info.CNTitle == "" {
		info.CNTitle = s.subjectTitle()
	}
	info.Title = pickTitle(info)
	return info
}

func pickTitle(i Info) string {
	if i.CNTitle != "" {
		return i.CNTitle
	}
	return i.ENTitle
}

func firstNonZero(a, b int) int {
	if a != 0 {
		return a
	}
	return b
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// union keeps the values of a and b that occur in vocab, in vocab order.
func union(vocab, a, b []string) []string {
	var out []string
	for _, v := range vocab {
		if contains(a, v) || contains(b, v) {
			out = append(out, v)
		}
	}
	return out
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
