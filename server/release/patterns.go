package release

import (
	"regexp"
	"strings"
)

// The patterns run on the lower-cased name with '.' and '_' turned into
// spaces (see newParsed), so "H.265" reads "h 265" and \b sees words.
// N is a number in Arabic or Chinese numerals.
const n = `([0-9零〇一二三四五六七八九十百两]+)`

var (
	// Seasons and episodes, most specific first.
	reSeasonRange  = regexp.MustCompile(`\bs(\d{1,3})(?:-s?| ?(?:-|~|to) ?s)(\d{1,3})\b|\bseasons? ?(\d{1,3})(?:-|~| to | ?& ?| and )(\d{1,3})\b`)
	reCNSeason     = regexp.MustCompile(`第 ?` + n + ` ?(?:[-~～至到] ?第? ?` + n + ` ?)?季`)
	reCNAllSeasons = regexp.MustCompile(`全 ?` + n + ` ?季`)
	reCNEpisode    = regexp.MustCompile(`第 ?` + n + ` ?(?:[-~～至到] ?第? ?` + n + ` ?)?[集话話期回]`)
	reCNTotal      = regexp.MustCompile(`(?:全|共) ?` + n + ` ?[集话話期回]|(\d+) ?[集话話]全`)
	reCNWhole      = regexp.MustCompile(`全集`)
	// A Chinese title with its season, then the English one after a slash:
	// "我推的孩子 第二季 / Oshi no Ko S2 - 03".
	reCNSeasonEnd = regexp.MustCompile(`^第 ?` + n + ` ?季 ?[/／|｜] ?`)
	wComplete     = w("complete")
	// Fansub styles: [01-12], [05v2], 【05】, {01}, " - 05 ".
	reBracketEp = regexp.MustCompile(`[\[【{](?:tv ?)?(\d{1,4})(?: ?[-~] ?(\d{1,4}))?(?:v\d)?(?: ?(?:end|fin|完结|完))? ?[集话話]?[\]】}]`)
	reDashEp    = regexp.MustCompile(` - (\d{1,4})(?:v\d)?(?:(?: ?[-~] ?\d{1,4})*? ?[-~] ?(\d{1,4})(?:v\d)?)?(?: |$|\[|\()`)

	wRes  = wInner("2160p", "1440p", "1080p", "960p", "720p", "576p", "480p", "1080i", "2160i", "720i", "576i", "480i")
	reWxH = regexp.MustCompile(`\b\d{3,4} ?[x×*] ?(2160|1080|720|576|480)\b`)
	// Any other frame size ends the title too ("Looney Tunes 1444x866 …").
	reAnyWxH = regexp.MustCompile(`\b\d{3,4}x\d{3,4}\b`)
	wRes4K   = w("4k", "uhd")
	// A resolution without its p, known by the technical word after it.
	reBareRes = regexp.MustCompile(`\b(480|576|720|1080|2160) (?:hdtv|hi10p|x264|x265|bluray|web-dl|webrip)\b`)
	wUHD      = w("uhd")
	wRemux    = w("remux")
	reBluRay  = regexp.MustCompile(`\b(?:blu-?ray|bd(?:rip|mv|iso|25|50|66|100)?)(?:\b|2160|1080|720)`)
	// Streaming shops' names stand for WEB-DL on German and Italian scenes.
	wWebDL = w("web-dl", "webdl", "webhd", "webuhd", "webcap", "webmux", "dlmux", "webdlrip", "web-dlrip", "amazonhd",
		"amazonsd", "amazonuhd", "netflixhd", "netflixuhd", "netflixsd", "ituneshd", "maxdomehd", "hbomaxhd", "disneyhd")
	wWebRip = w("web-rip", "webrip")
	wWeb    = w("web")
	wHDTV   = w("hdtv", "uhdtv", "hdtvrip", "uhdtvrip", "hdtvmux")
	wDVD    = w("dvd", "dvdrip", "dvdscr", "dvdiso", "dvd5", "dvd9", "dvdr", "dvdmux")
	wFHD    = w("fhd", "1080p24")
	wHDRip  = w("hdrip")
	// HD DVD has no label of its own: it is filed with the Blu-ray discs,
	// the other high-definition disc (as Sonarr does).
	wHDDVD = w("hd-dvd", "hddvd", "hd dvd")
	// A TV standard or an old DVD rip's tag with no other source word: a DVD.
	wDVDHints = w("ntsc", "pal", "secam", "xvidvd")
	// Rips named after their source: a Blu-ray's (BDRip, BrRip, BDMux…)
	// count as BluRay, a broadcast's (PDTV, DSR, TVRip…) as HDTV.
	wBDRips = w("bdrip", "brrip", "bdmux", "brmux", "bdripmux", "brripmux", "uhdbdrip", "bdremux", "bluraymux", "bdlight")
	wTVRips = w("pdtv", "dsr", "dsrip", "dthrip", "satrip", "tvrip", "dvbrip", "hdtvrip", "sdtv", "ws pdtv")

	wH265  = w("x265", "h265", "x 265", "h 265", "hevc", "hevc10")
	wH264  = w("x264", "h264", "x 264", "h 264", "avc")
	wAV1   = w("av1")
	wVC1   = w("vc-1", "vc1")
	wMPEG2 = w("mpeg-2", "mpeg2", "mpg2", "h262", "h 262")

	reHDR = regexp.MustCompile(`\bhdr(?:10)?(\+|plus\b|p\b|\b)`)
	wDV   = w("dv", "dovi", "dolby vision", "dolbyvision")
	wHLG  = w("hlg")

	wTrueHD     = wOpen("truehd", "true-hd")
	wAtmos      = w("atmos")
	wDTSHDMA    = w("dts-hd ma", "dts-hdma", "dtshd ma", "dtshdma", "dts-hd master", "dtshd master")
	wDTSX       = w("dts-x", "dts:x", "dtsx", "dts x")
	wDTS        = w("dts")
	wDDP        = wOpen("ddp", "dd+", "eac3", "e-ac3", "eac-3", "e-ac-3")
	wAC3        = w("ac3", "ac-3")
	wAAC        = wOpen("aac")
	wFLAC       = wOpen("flac")
	wLPCM       = w("pcm", "lpcm")
	wOpus       = w("opus")
	reMandarin  = regexp.MustCompile(`国语|国配|中配|普通话|国粤|国英|国日`)
	reCantonese = regexp.MustCompile(`粤语|粤配|国粤`)

	reCNSubs   = regexp.MustCompile(`中字|中文字幕|中英|简繁|简英|繁英|简日|繁日|简中|繁中|简体|繁体|双语|内封|内嵌|\bchs|\bcht\b|\bbig5\b`)
	reGB       = regexp.MustCompile(`(?:^|[\[\]【】 ])gb(?:$|[\[\]【】 ])`)
	reGroupish = regexp.MustCompile(`字幕|组|社|raws|sub|studio|压制|汉化|production`)
	reSpecial  = regexp.MustCompile(`特效`)
	wEdition   = w("repack", "proper", "extended", "unrated", "uncut", "remastered", "directors cut", "director cut",
		"criterion", "imax", "10bit", "8bit", "60fps", "hq", "2audio", "2audios", "3audio", "3audios", "4audio", "4audios", "5audio", "5audios", "6audio", "6audios", "7audio", "7audios", "8audio", "8audios", "9audio", "9audios",
		"mnhd", "internal", "limited", "amzn", "nf", "dsnp", "hmax", "atvp", "itunes", "hulu")
	reGroup    = regexp.MustCompile(`-([a-z0-9][a-z0-9&_]*)(?:@([a-z0-9&_]+))?$`)
	reAtGroup  = regexp.MustCompile(`@([a-z0-9&_]+)$`)
	reCategory = regexp.MustCompile(`^(?:[0-9]+年)?(?:电影|剧集|电视剧|国产剧|美剧|英剧|日剧|韩剧|港剧|台剧|国剧|动漫|动画|国漫|日漫|番剧|新番|纪录片|综艺|纪录|国产|欧美|日本|韩国|大陆|香港|台湾|华语|[0-9]+月新番|[0-9]+年[0-9]+月(?:新番)?)$`)
)

// fileExts end a file name, not a release name.
var fileExts = map[string]bool{"mkv": true, "mp4": true, "avi": true, "ts": true, "m2ts": true, "iso": true,
	"torrent": true, "rmvb": true, "wmv": true, "flv": true, "mov": true, "nzb": true, "srt": true, "nfo": true,
	"mk3d": true, "webm": true, "mpg": true, "m4v": true, "ogm": true, "divx": true}

// maxExt is the longest of fileExts: a longer tail is no extension (and
// is not lower-cased to be looked up).
var maxExt = func() int {
	n := 0
	for e := range fileExts {
		n = max(n, len(e))
	}
	return n
}()

// notGroups are words that end a name after a '-' without being a group.
var notGroups = map[string]bool{"dl": true, "rip": true, "ray": true, "hd": true, "ma": true, "x": true,
	"hdr": true, "dv": true, "10bit": true, "8bit": true, "web": true, "sdr": true}

// junkTags mark a site's advert in a bracket (www, .com, 发布, btbt).
var junkTags = []string{"www", ".com", ".net", ".cc", ".org", "发布", "下载", "电影天堂", "btbt", "bt-bt"}

func junkTag(s string) bool {
	for _, t := range junkTags {
		if strings.Contains(s, t) {
			return true
		}
	}
	return false
}

// isCategory: s is a site's category tag (电影, 22年日剧, 7月新番). Each
// of them holds a Chinese character: a plain ASCII word (most of a
// title's) is none, without running the pattern.
func isCategory(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return reCategory.MatchString(s)
		}
	}
	return false
}
