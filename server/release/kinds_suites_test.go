package release

import "testing"

// suiteKindCases continue moreKindCases (same format): the kinds the
// public suites still missed, one block per kind.
var suiteKindCases = []struct{ name, subject, want string }{
	// Resolutions between the tiers, HD DVD, a disc's stream file and a
	// TV standard stand for the nearest label.
	{"Series.Title.S04E13.960p.WEB-DL.AAC2.0.H.264-squalor", "", "res=720p | src=WEB-DL"},
	{"Series.S01E08.Pro.Gamer.1440p.BKPL.WEB-DL.H.264-LiGHT", "", "res=1080p | en=Series"},
	{"Series.Galaxy.S01E01.33.720p.HDDVD.x264-SiNNERS.mkv", "", "src=BluRay | res=720p"},
	{"Planet.Series.S01E11.Code.Deep.1080p.HD-DVD.DD.VC1-TRB", "", "src=BluRay | codec=VC-1"},
	{"The Big Series.S03E01.The Sonarr Can Opener.m2ts", "", "src=BluRay | s=3-3 | e=1-1"},
	{"The.Series.S01E13.NTSC.x264-CtrlSD", "", "src=DVD | group=CtrlSD"},
	{"the.Series.1x13.circles.ws.xvidvd-tns", "", "src=DVD"},
	{"Pal.Joey.1957.720p.x264-GRP", "", "en=Pal Joey | year=1957"},
	// An edition after the title ends it, before a year too; its short
	// forms (SE, DC, OM) only right before the year.
	{"The Lord of the Rings The Fellowship of the Ring THEATRICAL EDITION (2001) [1080p]", "", "en=The Lord of the Rings The Fellowship of the Ring | year=2001"},
	{"Aliens.SE.1986.BDRip.1080p", "", "en=Aliens | year=1986"},
	{"Alien DC (1979) [1080p]", "", "en=Alien | year=1979"},
	{"Maze.Runner.The.Scorch.Trials.OM.2015.WEB-DLRip.by.Seven", "", "en=Maze Runner The Scorch Trials | year=2015"},
	{"Stargate SG1 Ultimate Fan Collection", "", "en=Stargate SG1"},
	{"Bjyukujyo Kyoushi Kan XXX 720P WEBRIP MP4-GUSH", "", "en=Bjyukujyo Kyoushi Kan | group=GUSH"},
	{"[EveTaku] Kyouso Giga ONA v2 [540p][128BAC43].mkv", "", "en=Kyouso Giga | group=EveTaku"},
	{"Underworld Quadrilogie VO+VFF+VFQ 1080p HDlight.x264~Tonyk~Monde Infernal", "", "en=Underworld Quadrilogie"},
	{"DC.Super.Hero.Girls.2019.S01E01.720p.WEB-DL", "", "en=DC Super Hero Girls"},
	{"The.Dc.Files.S01E01.720p.HDTV", "", "en=The Dc Files"},
	// Groups: before the audio and subtitle words after it, after a
	// bracket of labels or glued to one, a collective's tag after its
	// encoder, a one-letter part before '@', a spaced D Z0N3.
	{"Show.Name.S02E03.720p.HDTV.x264-Belex.-.Dual.Audio.-.Dublado", "", "group=Belex"},
	{"Show.Name.S05.1080p.BluRay.x264-Belex.-.Dual.Audio.+.Legendas", "", "group=Belex"},
	{"Show.Name.S06E10.1080p.WEB-DL.DUAL.[Dublado].RK", "", "group=RK"},
	{"Show.Name.S01E03.HDTV.Subtitulado.Español.SC", "", "group=SC"},
	{"Show.Name.(2013).Season.3.-.Eng.Soft.Subtitles.720p.WEBRip.x264.[MKV,AC3,5.1].Ehhhh", "", "group=Ehhhh"},
	{"Show Name (2016) Season 1 S01 (1080p AMZN WEB-DL x265 HEVC 10bit EAC3 5 1 RZeroX) QxR", "", "group=QxR"},
	{"Movie Title (2004) Something", "", "group="},
	{"Show Name S01e10[Mux - 1080p - H264 - Ita Eng Ac3 - Sub Ita Eng]DLMux By GiuseppeTnT Littlelinx", "", "group=GiuseppeTnT Littlelinx"},
	{"Series (1997) - S01E01-02 - Children of the Gods (Showtime) (1080p.BD.DD5.1.x265-TheSickle[TAoE])", "", "group=TAoE"},
	{"The Show S08E09 The Series.1080p.AMZN.WEB-DL.x265.10bit.EAC3.6.0-Qman[UTR]", "", "group=UTR"},
	{"The.Series.1989.S00E65.1080p.DSNP.Webrip.x265.10bit.EAC3.5.1.Goki.TAoE", "", "group=TAoE"},
	{"Perfect Child-2007-TRUEFRENCH-TVRip.Xvid-h@mster.avi", "", "group=h@mster"},
	{"The.Kings.Speech.2010.1080p.BluRay.DTS.x264.D Z0N3.mkv", "", "group=D Z0N3"},
	// Episode forms: a special then episodes, {01}, a show's year then the
	// episode, a French fansub's absolute number, a batch's "01 - 119",
	// an episode's title led by a number, a group's glued [42].
	{"Phineas and Ferb S01E00 & S01E01 & S01E02", "", "s=1-1 | e=1-2"},
	{"Project.Runway.S14E00.and.S14E01.(Eng.Subs).SDTV.x264-[2Maverick].mp4", "", "s=14-14 | e=1-1"},
	{"Series Title (2010) {01} Episode Title (1).hdtv-720p", "", "e=1-1"},
	{"Series Title 2018 06 720p x265 AOZ.mp4", "", "en=Series Title | year=2018 | e=6-6"},
	{"Abc Abc 484 VOSTFR par Abc-Abc (1280*720) - version MQ", "", "en=Abc Abc | e=484-484"},
	{"[HorribleSubs] Some Anime Show 01 - 119 [1080p] [Batch]", "", "en=Some Anime Show | e=1-119"},
	{"[HorribleSubs] Some Anime Show - 119 [1080p]", "", "en=Some Anime Show | e=119-119"},
	{"[CBM]_Series_Title_-_11_-_511_Kinderheim_[6C70C4E4].mkv", "", "e=11-11"},
	{"The.Director's.Notebook.2006.Blu-Ray.x264.DXVA.720p.AC3-de[42].mkv", "", "year=2006 | !e=42-42"},
	{"[ZERO字幕組]嫁給非人類·Anime-Series Title[11][BIG5][1080p]", "", "e=11-11"},
	// More groups: after a reencode's mark, a TV-named group after the
	// source, a one-word bracket before labels, a dotted fansub's tag.
	{"Some.Show.S02E14.1080p.HDTV.X264-reencoded.GROUP", "", "group=GROUP"},
	{"Goof.Troop.1x24.Waste.Makes.Haste.720p.HDTV.x264.CZ-SDTV", "", "group=SDTV | src=HDTV"},
	{"Marvels.Daredevil.S02E11.German.DL.DUBBED.2160p.WebUHD.x264-UHDTV", "", "group=UHDTV | src=WEB-DL"},
	{"Show.S01E01.x264-SDTV", "", "group="},
	{"Show.Name.-.476-479.(2007).[HorribleSubs][WEBRip]..[HD.720p]", "", "group=HorribleSubs"},
	{"[AnimeRG].Show.Name.-.03.[Eng.Dubbed].[720p].[WEB-DL].[JRR]", "", "group=JRR | e=3-3"},
	{"[Doremi].Happiness.Charge.Precure.27.[1280x720].[DC91581A].mkv", "", "group=Doremi"},
	{"[Group] Title - 01 [1080p][Batch]", "", "group=Group"},
	// Titles: any frame size ends one.
	{"Looney Tunes 1444x866 Porky's Last Stand.mkv", "", "en=Looney Tunes"},
	// Title ends: a whole season as 1xAll, two parts, an absolute range
	// before the season's episodes, a batch in two runs.
	{"Something.1xAll.Season.Complete-FlexGet", "", "en=Something | s=1-1 | full"},
	{"Something.1xAll-FlexGet", "", "en=Something | s=1-1 | group=FlexGet"},
	{"Show.Name.Part.1.and.Part.2.Blah-Group", "", "en=Show Name"},
	{"Show Name 313-315 s16e03-05", "", "en=Show Name | s=16-16 | e=3-5"},
	{"9-1-1.S01E01.720p.HDTV", "", "en=9-1-1"},
	{"[Zero-Raws].Show.Name.493-498.&.500-507.(CX.1280x720.VFR.x264.AAC)", "", "en=Show Name | e=493-507"},
	// Three digits between the title and the episode's title in a plain
	// file name are season and episode; a year-month-day air date ends the
	// title. A number before a year, a round one, stay the title's.
	{"St_Series_209_Aids_And_Comfort", "", "en=St Series | s=2-2 | e=9-9"},
	{"Series_name.2005.211.episode.title.avi", "", "s=2-2 | e=11-11"},
	{"Show.Name.101.Event.2010.11.23.HDTV.XViD.Etc-Group", "", "en=Show Name | s=1-1 | e=1-1"},
	{"The.Taking.of.Pelham.123.2009.1080p.BluRay.x264-GRP", "", "en=The Taking of Pelham 123 | year=2009 | !s=1-1"},
	{"The.300.Spartans.1962.1080p.BluRay.x264-GRP", "", "en=The 300 Spartans | year=1962 | !s=3-3"},
	// A film's other title: after "--", or after the first of two " - "
	// (Title - Other Title - Actor); codec words leading the name are no
	// title. A name's own dashes stay ("The B----", "Series - 100 Years
	// Quest - 01").
	{"OSS_117--Cairo,_Nest_of_Spies.mkv", "", "en=OSS 117"},
	{"Echec et Mort - Hard to Kill - Steven Seagal Multi 1080p BluRay x264 CCATS.avi", "", "en=Echec et Mort"},
	{"h265 - HEVC Riddick Unrated Director Cut French 1080p DTS.mkv", "", "en=Riddick"},
	{"Never.Trust.The.B----.in.Code.23.S01E01", "", "en=Never Trust The B in Code 23"},
	{"2 Fast 2 Furious 2003 1080p BluRay x264-GRP", "", "en=2 Fast 2 Furious"},
	// Seasons: listed (Season.1.3.4), named by a year before "14 of 21",
	// a daily show's round number before its air date.
	{"Show.Name.-.Season.1.3.4-.Mp4.1080p", "", "en=Show Name | s=1-4"},
	{"FlexGet.Series.2013.14.of.21.Title.Here.720p.HDTV.AAC5.1.x264-NOGRP", "", "s=2013-2013 | e=14-14 | year=2013"},
	{"Show.Name.100.Event.2010.11.23.HDTV.XViD.Etc-Group", "", "en=Show Name | s=1-1"},
	{"Series Season 2 720p", "", "s=2-2"},
	// A film's bonus number ends its title.
	{"Rush.._Beyond_The_Lighted_Stage-x09-Between_Sun_and_Moon-2002_Hartford.mkv", "", "en=Rush Beyond The Lighted Stage"},
	{"Series.Title.S01E01.720p.HDTV.x264-x09", "", "en=Series Title"},
	// A dashed group with its dotted tag is one name; a language after
	// it is still dropped.
	{"The.Show.Name.2016.05.18.720.HDTV.x264-GROUP.VTV", "", "group=GROUP.VTV"},
	{"Series.Title.S02E04.720p.WEBRip.x264-SKGTV.English", "", "group=SKGTV"},
	// Names of the public suites (guessit, Sonarr) that alone hold a branch:
	// each failed there when that branch was changed, and no case here
	// held it. A bare absolute range; S00E00 and E00 (no episode);
	// a year-like season in NxM; a last bracket as the group, a dotted or
	// spaced group, a group after a lone letter; a title ending at " - "
	// or at "aka"; a leading number before a year; words after the title;
	// a file's extension not the group; COMPLETE with no year; a glued
	// codec word; the English title beside a Chinese one.
	{"[HatSubs] One Series 1017-1088 (WEB 1080p)", "", "en=One Series | e=1017-1088"},
	{"The Big Bang Theory S00E00 Unaired Pilot VOSTFR TVRip XviD-VioCs", "", "en=The Big Bang Theory | s= | e="},
	{"The Big Bang Theory S01E00 PROPER Unaired Pilot TVRip XviD-GIGGITY", "", "s=1-1 | e= | full"},
	{"Looney Tunes 1940x01 Porky's Last Stand.mkv", "", "en=Looney Tunes | s=1940-1940 | e=1-1"},
	{"2009x09 [SDTV].avi", "", "s=2009-2009 | e=9-9"},
	{"Test (2013) [WEBDL-1080p] [x264 AC3] [ENG+RU+PT] [NTb].mkv", "", "en=Test | year=2013 | group=NTb"},
	{"Series.S01E05.1080p.WEB-DL.DDP5.1.H264-BEN.THE.MEN", "", "group=BEN.THE.MEN"},
	{"A Bout Portant (The Killers).PAL.Multi.DVD-R-KZ", "", "en=A Bout Portant | group=KZ"},
	{"Series Title - Series 1 (1970) DivX", "", "en=Series Title Series 1 | year=1970 | s="},
	{"24-7 Series - Title - Road to the Sonarr - S01E03 - Episode 3.mkv", "", "en=24-7 Series Title Road to the Sonarr | s=1-1 | e=3-3"},
	{"12.Angry.Men.1957.mkv", "", "en=12 Angry Men | year=1957"},
	{"Hardwired.STV.NFOFiX.FRENCH.DVDRiP.XviD-SURViVAL", "", "en=Hardwired | group=SURViVAL"},
	{"[Hatsuyuki-Kaitou]_Fairy_Tail_2_-_16-20_[720p][10bit].torrent", "", "en=Fairy Tail 2 | e=16-20 | group=Hatsuyuki-Kaitou"},
	{"Kampen Om Tungtvannet aka The Heavy Water War COMPLETE 720p x265 HEVC-Lund", "", "en=Kampen Om Tungtvannet | s=1-1 | full | group=Lund"},
	{"X-Men.Apocalypse.2016.complete.hdts.pcm.TrueFrench-Scarface45.avi", "", "en=X-Men Apocalypse | year=2016 | s= | group=Scarface45"},
	{"Game.of.Thrones.S6.Ep5.X265.Dolby.2.0.KTM3.mp4", "", "s=6-6 | e=5-5 | codec=H.265 | group=KTM3"},
	{"[YMDR][輝夜姬想讓人告白～天才們的戀愛頭腦戰～][Anime Series Title][2019][02][1080p][HEVC][JAP][BIG5][MP4-AAC][繁中]", "", "cn=輝夜姬想讓人告白～天才們的戀愛頭腦戰～ | en=Anime Series Title | e=2-2"},
	{"[h265 - hevc] transformers 2 1080p french ac3 6ch.", "", "en=transformers 2 | e= | codec=H.265"},
	{"[BakeSubs] 86 - 01 [1080p][D40A9E55].mkv", "", "en=86 | e=1-1 | group=BakeSubs"},
	{"One.Piece.E576.VOSTFR.720p.HDTV.x264-MARINE-FORD.mkv", "", "e=576-576 | group=MARINE-FORD"},
	{"h265 - HEVC Riddick Unrated Director Cut French 1080p DTS.mkv", "", "codec=H.265"},
	{"Series.Title (2014) S09E10 (1080p AMZN WEB-DL x265 HEVC 10bit DDP 5.1 Vyndros)", "", "group=Vyndros"},
	{"Star Trek First Contact (1996) Blu-Ray 1080p24 H.264 TrueHD 5.1 CtrlHD", "", "en=Star Trek First Contact | group=CtrlHD"},
	// Reached only by these names of the suites: an episode before
	// "Season Complete", a version after an episode, a group after the
	// language inside the last parentheses, a name with trailing space,
	// HDRip as its own source.
	{"Something.1x5.Season.Complete-FlexGet", "", "en=Something | s=1-1 | e=5-5 | !full | group=FlexGet"},
	{"Anime Show Episode 159 v2 [VOSTFR][720p][AAC].mp4", "", "en=Anime Show | e=159-159 | res=720p | group="},
	{"Example (2013) S01E01 (1080p iP WEBRip x265 SDR AAC 2.0 English - DarQ)", "", "en=Example | group=DarQ"},
	{"S07E23 .avi ", "", "s=7-7 | e=23-23"},
	{"Series Kings - 2x09-2x10 - Served Code [SDTV] ", "", "en=Series Kings | s=2-2 | e=9-10 | src=HDTV"},
	{"Zootopia.2016.HDRip.1.46Gb.Dub.MegaPeer", "", "en=Zootopia | year=2016 | src=HDRip | group=MegaPeer"},
}

// Info.Title, the name the rest of the program matches and shows, is the
// Chinese title where the name has one, else the English one.
func TestTitlePrefersTheChineseTitle(t *testing.T) {
	for name, want := range map[string]string{
		"[YMDR][輝夜姬想讓人告白～天才們的戀愛頭腦戰～][Anime Series Title][2019][02][1080p]": "輝夜姬想讓人告白～天才們的戀愛頭腦戰～",
		"12.Angry.Men.1957.mkv": "12 Angry Men",
	} {
		if got := Parse(name).Title; got != want {
			t.Errorf("%s: Title %q, want %q", name, got, want)
		}
	}
}
