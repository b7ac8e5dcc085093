package release

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
}
