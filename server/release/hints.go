package release

import (
	"regexp"
	"strings"
)

// hints are literals one of which a pattern's match must contain. A
// pattern is only run when the name has one: most names hold few of the
// ~50 words, and a strings.Contains is far cheaper than a regexp scan
// (this took Parse from ~300 µs to a few µs a name).
var hints = map[*regexp.Regexp][]string{
	reSxE:          digitsAfter("s"),
	reSeasonRange:  digitsAfter("s"),
	reSeason:       append(digitsAfter("s"), "season"),
	reCNSeasonEnd:  {"季"},
	reEpisode:      append(digitsAfter("e"), "ep"),
	reComplete:     {"complete"},
	reBracketEp:    {"[", "【"},
	reDashEp:       {" - "},
	reYear:         {"19", "20"},
	reRes:          {"0p", "0i", "6p"},
	reWxH:          {"x", "×", "*"},
	reRes4K:        {"4k", "uhd"},
	reUHD:          {"uhd"},
	reRemux:        {"remux"},
	reBluRay:       {"blu", "bd"},
	reWebDL:        {"web"},
	reWebRip:       {"web"},
	reWeb:          {"web"},
	reHDTV:         {"hdtv"},
	reDVD:          {"dvd"},
	reHDRip:        {"hdrip"},
	reH265:         {"265", "hevc"},
	reH264:         {"264", "avc"},
	reAV1:          {"av1"},
	reVC1:          {"vc"},
	reMPEG2:        {"mpeg"},
	reHDR:          {"hdr"},
	reDV:           {"dv", "dovi", "dolby"},
	reHLG:          {"hlg"},
	reTrueHD:       {"true"},
	reAtmos:        {"atmos"},
	reDTSHDMA:      {"dts"},
	reDTSX:         {"dts"},
	reDTS:          {"dts"},
	reDDP:          {"dd", "ac"},
	reAC3:          {"dd", "ac"},
	reAAC:          {"aac"},
	reFLAC:         {"flac"},
	reLPCM:         {"pcm"},
	reOpus:         {"opus"},
	reGB:           {"gb"},
	reMandarin:     {"国", "中配", "普通话"},
	reCantonese:    {"粤"},
	reSpecial:      {"特效"},
	reCNSubs:       {"中", "简", "繁", "双语", "内封", "内嵌", "chs", "cht", "big5"},
	reCNSeason:     {"季"},
	reCNAllSeasons: {"季"},
	reCNEpisode:    {"第"},
	reCNTotal:      {"全", "共"},
	reCNWhole:      {"全集"},
	reEdition: {"repack", "proper", "extended", "unrated", "uncut", "remastered", "cut", "criterion", "imax",
		"bit", "fps", "hq", "audio", "mnhd", "internal", "limited", "amzn", "nf", "dsnp", "hmax", "atvp", "itunes", "hulu"},
	reGroup:   {"-"},
	reAtGroup: {"@"},
}

func digitsBefore(suffix string) []string {
	out := make([]string, 10)
	for d := range out {
		out[d] = string(rune('0'+d)) + suffix
	}
	return out
}

func digitsAfter(prefix string) []string {
	out := make([]string, 10)
	for d := range out {
		out[d] = prefix + string(rune('0'+d))
	}
	return out
}

// maybe reports whether re can match s at all, by its hints.
func maybe(re *regexp.Regexp, s string) bool {
	h, ok := hints[re]
	if !ok {
		return true
	}
	for _, lit := range h {
		if strings.Contains(s, lit) {
			return true
		}
	}
	return false
}
