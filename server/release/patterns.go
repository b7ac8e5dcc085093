package release

import "regexp"

// The patterns run on the lower-cased name with '.' and '_' turned into
// spaces (see newParsed), so "H.265" reads "h 265" and \b sees words.
// N is a number in Arabic or Chinese numerals.
const n = `([0-9零〇一二三四五六七八九十百两]+)`

var (
	// Seasons and episodes, most specific first.
	reSxE          = regexp.MustCompile(`\bs(\d{1,3}) ?e(\d{1,4})(?:(?: ?- ?(?:s\d{1,3} ?)?e?| ?e)(\d{1,4}))?\b`)
	reSeasonRange  = regexp.MustCompile(`\bs(\d{1,3})(?:-s?| ?(?:-|~|to) ?s)(\d{1,3})\b`)
	reSeason       = regexp.MustCompile(`\b(?:s|season ?)(\d{1,3})\b|\b(\d{1,2})(?:st|nd|rd|th) season\b`)
	reEpisode      = regexp.MustCompile(`\b(?:ep ?|e)(\d{1,4})(?: ?- ?(?:ep ?|e)?(\d{1,4}))?\b`)
	reCNSeason     = regexp.MustCompile(`第 ?` + n + ` ?(?:[-~～至到] ?第? ?` + n + ` ?)?季`)
	reCNAllSeasons = regexp.MustCompile(`全 ?` + n + ` ?季`)
	reCNEpisode    = regexp.MustCompile(`第 ?` + n + ` ?(?:[-~～至到] ?第? ?` + n + ` ?)?[集话話期回]`)
	reCNTotal      = regexp.MustCompile(`(?:全|共) ?` + n + ` ?[集话話期回]|(\d+) ?[集话話]全`)
	reCNWhole      = regexp.MustCompile(`全集`)
	// A Chinese title with its season, then the English one after a slash:
	// "我推的孩子 第二季 / Oshi no Ko S2 - 03".
	reCNSeasonEnd = regexp.MustCompile(`^第 ?` + n + ` ?季 ?[/／] ?`)
	reComplete    = regexp.MustCompile(`\bcomplete\b`)
	// Fansub styles: [01-12], [05v2], 【05】, " - 05 ".
	reBracketEp = regexp.MustCompile(`[\[【](\d{1,4})(?: ?[-~] ?(\d{1,3}))?(?:v\d)?(?: ?(?:end|fin|完结|完))?[\]】]`)
	reDashEp    = regexp.MustCompile(` - (\d{1,3})(?:v\d)?(?: |$|\[|\()`)

	reYear = regexp.MustCompile(`\b(19[0-9]{2}|20[0-9]{2})\b`)

	reRes    = regexp.MustCompile(`(2160|1080|720|576|480)([pi])\b`)
	reWxH    = regexp.MustCompile(`\b\d{3,4} ?[x×*] ?(2160|1080|720|576|480)\b`)
	reRes4K  = regexp.MustCompile(`\b(?:4k|uhd)\b`)
	reUHD    = regexp.MustCompile(`\buhd\b`)
	reRemux  = regexp.MustCompile(`\bremux\b`)
	reBluRay = regexp.MustCompile(`\b(?:blu-?ray|bd(?:rip|mv|iso|25|50|66|100)?)(?:\b|2160|1080|720)`)
	reWebDL  = regexp.MustCompile(`\bweb-?dl\b`)
	reWebRip = regexp.MustCompile(`\bweb-?rip\b`)
	reWeb    = regexp.MustCompile(`\bweb\b`)
	reHDTV   = regexp.MustCompile(`\bu?hdtv(?:rip)?\b`)
	reDVD    = regexp.MustCompile(`\bdvd(?:rip|scr|iso|5|9)?\b`)
	reHDRip  = regexp.MustCompile(`\bhdrip\b`)

	reH265  = regexp.MustCompile(`\b(?:[xh] ?265|hevc)\b`)
	reH264  = regexp.MustCompile(`\b(?:[xh] ?264|avc)\b`)
	reAV1   = regexp.MustCompile(`\bav1\b`)
	reVC1   = regexp.MustCompile(`\bvc-?1\b`)
	reMPEG2 = regexp.MustCompile(`\bmpeg-?2\b`)

	reHDR = regexp.MustCompile(`\bhdr(?:10)?(\+|plus\b|p\b|\b)`)
	reDV  = regexp.MustCompile(`\b(?:dv|dovi|dolby ?vision)\b`)
	reHLG = regexp.MustCompile(`\bhlg\b`)

	reTrueHD    = regexp.MustCompile(`\btrue-?hd`)
	reAtmos     = regexp.MustCompile(`\batmos\b`)
	reDTSHDMA   = regexp.MustCompile(`\bdts-?hd ?(?:ma|master)\b|\bdts-?hdma\b`)
	reDTSX      = regexp.MustCompile(`\bdts ?[-:]? ?x\b`)
	reDTS       = regexp.MustCompile(`\bdts\b`)
	reDDP       = regexp.MustCompile(`\b(?:ddp|dd\+|e-?ac-?3)`)
	reAC3       = regexp.MustCompile(`\bac-?3\b|\bdd(?:[0-9 ]|$)`)
	reAAC       = regexp.MustCompile(`\baac`)
	reFLAC      = regexp.MustCompile(`\bflac`)
	reLPCM      = regexp.MustCompile(`\bl?pcm\b`)
	reOpus      = regexp.MustCompile(`\bopus\b`)
	reMandarin  = regexp.MustCompile(`国语|国配|中配|普通话|国粤|国英|国日`)
	reCantonese = regexp.MustCompile(`粤语|粤配|国粤`)

	reCNSubs   = regexp.MustCompile(`中字|中文字幕|中英|简繁|简英|繁英|简日|繁日|简中|繁中|简体|繁体|双语|内封|内嵌|\bchs|\bcht\b|\bbig5\b`)
	reGB       = regexp.MustCompile(`(?:^|[\[\]【】 ])gb(?:$|[\[\]【】 ])`)
	reGroupish = regexp.MustCompile(`字幕|组|社|raws|sub|studio|压制|汉化|production`)
	reSpecial  = regexp.MustCompile(`特效`)
	reEdition  = regexp.MustCompile(`\b(?:repack|proper|extended|unrated|uncut|remastered|directors? cut|criterion|imax|10bit|8bit|60fps|hq|[2-9]audios?|mnhd|internal|limited|amzn|nf|dsnp|hmax|atvp|itunes|hulu)\b`)
	reGroup    = regexp.MustCompile(`-([a-z0-9][a-z0-9&_]*)(?:@([a-z0-9&_]+))?$`)
	reAtGroup  = regexp.MustCompile(`@([a-z0-9&_]+)$`)
	reJunkTag  = regexp.MustCompile(`www|\.com|\.net|\.cc|\.org|发布|下载|电影天堂|bt-?bt`)
	reCategory = regexp.MustCompile(`^(?:电影|剧集|电视剧|国产剧|美剧|英剧|日剧|韩剧|港剧|台剧|国剧|动漫|动画|国漫|日漫|番剧|新番|纪录片|综艺|纪录|国产|欧美|日本|韩国|大陆|香港|台湾|华语|[0-9]+月新番)$`)
)

// fileExts end a file name, not a release name.
var fileExts = map[string]bool{"mkv": true, "mp4": true, "avi": true, "ts": true, "m2ts": true, "iso": true,
	"torrent": true, "rmvb": true, "wmv": true, "flv": true, "mov": true}

// notGroups are words that end a name after a '-' without being a group.
var notGroups = map[string]bool{"dl": true, "rip": true, "ray": true, "hd": true, "ma": true, "x": true,
	"hdr": true, "dv": true, "10bit": true, "8bit": true, "web": true, "sdr": true}
