package release

import "strings"

// moreKindCases continue kindCases (same format), one block per kind
// fixed after the first tables.
var moreKindCases = []struct{ name, subject, want string }{
	// A leading episode number: skipped in the title, read as the episode.
	{"03-Criminal.Minds.avi", "", "en=Criminal Minds | e=3-3"},
	{"[DeadFish] 12 - Tari Tari [BD][720p][AAC].mp4", "", "en=Tari Tari | e=12-12 | group=DeadFish"},
	{"[NoobSubs] 06 Sword Art Online II (720p 8bit AAC).mp4", "", "en=Sword Art Online II | e=6-6"},
	{"003-004. Show Name - Ep Name.avi", "", "en=Show Name | e=3-4"},
	{"12.Monkeys.1995.1080p.BluRay.x264-GRP", "", "en=12 Monkeys | year=1995 | !e=12-12"},
	// " - " before a short tag ends the title; a long part is the title's.
	{"[HorribleSubs] Garo - Vanishing Line - 01 [1080p].mkv", "", "en=Garo | e=1-1"},
	{"[Ayako] Infinite Stratos - IS - 07v2 [H264][720p][44419534]", "", "en=Infinite Stratos | e=7-7"},
	{"[Dae-P9] Anime Series - 05 - S01E05 - Marrying by Contesting (BD 1080p HEVC FLAC AAC)", "", "en=Anime Series | s=1-1 | e=5-5"},
	{"[SubsPlease] Another Anime 100 - Another 100 Anime - 01 (1080p) [4E6B4518].mkv", "", "en=Another Anime 100 Another 100 Anime | e=1-1"},
	{"[SubsPlease] Series Title - 100 Years Quest - 01 (1080p) [1107F3A9].mkv", "", "en=Series Title 100 Years Quest | e=1-1"},
	// Bare numbers at the title's end: two of a season, a packed pair, one
	// two-digit number before the technical words.
	{"Series.Title.103.104.720p.HDTV.X264-DIMENSION", "", "en=Series Title | s=1-1 | e=3-4"},
	{"Series.10708.hdtv-lol.mp4", "", "en=Series | s=1-1 | e=7-8"},
	{"Show.Name.10.720p", "", "en=Show Name | e=10-10"},
	{"Dead.Set.02.FRENCH.LD.DVDRip.XviD-EPZ.avi", "", "en=Dead Set | e=2-2"},
	{"Die.Schluempfe.2.German.DL.1080p.BluRay.x264-GRP", "", "en=Die Schluempfe 2 | !e=2-2"},
	// A part ends the title; a broadcast's part is a mini-series' episode.
	{"The Godfather Part III.mkv", "", "en=The Godfather | !e=3-3"},
	{"App.Sonarr.Made.in.Canada.Part.Two.720p.HDTV.x264-2HD", "", "en=App Sonarr Made in Canada | s=1-1 | e=2-2"},
	{"24 7 Series-Title - Road to the Sonarr Part01 720p HDTV x264 ORENJI", "", "s=1-1 | e=1-1"},
	// Groups: after XviD or a cinema source, glued before a tag, a scene
	// group leading a lower-case file name; a rate is never one.
	{"The.Boss.Baby.2017.HDCAM.XviD-MrGrey", "", "en=The Boss Baby | group=MrGrey"},
	{"Les.Magiciens.1976.VHSRip.XViD.MKO", "", "en=Les Magiciens | group=MKO"},
	{"Foo's &amp; Bars (2009) S01E01 720p XviD-2HD[AOEU]", "", "group=2HD"},
	{"blow-how.to.be.single.2016.1080p.bluray.x264.mkv", "", "en=how to be single | year=2016 | group=blow"},
	{"[HorribleSubs] Overlord II - 01 [1080p] 19.1mbits - 120fps.mkv", "", "group=HorribleSubs"},
	// A resolution without its p; a group named BD is no Blu-ray.
	{"[SuperGroup].Show.Name.-.06.[1080.Hi10p][1F5578AC]", "", "res=1080p | e=6-6"},
	{"The.Show.Name.2016.05.18.720.HDTV.x264-GROUP", "", "res=720p | src=HDTV"},
	{"Series.S01E01.The.Sonarr.Principle.720p.WEB-DL.DD5.1.H.264-BD", "", "src=WEB-DL"},
	// Seasons in Roman numerals or words, "2of5", "Seasons 4".
	{"Dexter Saison VII FRENCH.BDRip.XviD-MiND.nfo", "", "en=Dexter | s=7-7"},
	{"Dexter Saison sept FRENCH.BDRip.XviD-MiND.nfo", "", "en=Dexter | s=7-7"},
	{"Something.Season.2of5.3of9.Ep.Title.HDTV.torrent", "", "en=Something | s=2-2 | e=3-3"},
	{"Something Seasons 4 Complete", "", "en=Something | s=4-4"},
	// A dashed tag of labels, a fake's mark: no group.
	{"Series Title - S01E01 - Pilot [HTDV-720p]", "", "s=1-1 | e=1-1 | group="},
	{"The Series (2023) S03E01 (1080p DS4K NF Webrip DV HDR DDP5.1 x265) - VialleFAKE.mkv", "", "s=3-3 | group="},
	// A season named by its year is the year too; a month-day-year date
	// ends the title.
	{"Pawn.Stars.S2014E18.720p.HDTV.x264-KILLERS", "", "year=2014 | s=2014-2014 | e=18-18"},
	{"Date.Show.03-29-2012.HDTV.XViD-FlexGet", "", "en=Date Show"},
	// A season, a dash, its episode; two episodes joined by '_'.
	{"Series Title S3 -  15 VOSTFR [720p]", "", "en=Series Title | s=3-3 | e=15-15 | !full"},
	{"8x01_02 - Free Falling", "", "s=8-8 | e=1-2"},
	{"grp-zoos01e11e12-1080p", "", "en=grp-zoo | s=1-1 | e=11-12"},
	// The English title after a Chinese one a bracket, 【】 or a
	// full-width bar ended (englishAfter: no case reached it).
	{"当我飞奔向你[全24集][国语中字].Series.Towards.You.S01.2023.1080p.WEB-DL.H264-GRP", "", "cn=当我飞奔向你 | en=Series Towards You | year=2023 | s=1-1"},
	{"全职高手｜The King's Avatar S3 - 09", "", "cn=全职高手 | en=The King's Avatar | s=3-3 | e=9-9"},
	{"长相思【全39集】【国语】Lost You Forever S01 2023 2160p WEB-DL", "", "cn=长相思 | en=Lost You Forever | year=2023 | res=2160p"},
	// A name of hundreds of words takes the long-name path of the word
	// lists (indexAt) and reads as a short one.
	{strings.Repeat("word ", 300) + "Movie 2020 1080p BluRay x264-GRP", "", "year=2020 | res=1080p | src=BluRay | codec=H.264 | group=GRP"},
}
