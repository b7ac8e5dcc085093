package release

import (
	"strings"
	"testing"
)

// kindCases are release names of each kind the public parser suites
// (guessit, Sonarr) and Chinese PT and fansub sites use, with the fields
// that matter for each. Only the fields listed are checked ("!full": not
// a season pack; "group=": no group). Written from the suites' facts
// (name → expected fields); the suites themselves stay outside the repo.
var kindCases = []struct{ name, subject, want string }{
	// Episode forms.
	{"Downton Abbey 5x06 HDTV x264-FoV", "", "en=Downton Abbey | s=5-5 | e=6-6 | group=FoV"},
	{"Series.Title.2x04.2x05.720p.BluRay-FUTV", "", "en=Series Title | s=2-2 | e=4-5"},
	{"Series Kings - 2x9-2x10 - Served Code [SDTV]", "", "s=2-2 | e=9-10"},
	{"Show Name - 1x02 - 1x03 - 1x04 - Ep Name", "", "s=1-1 | e=2-4"},
	{"Series.and.a.Title.103.720p.HDTV.X264-DIMENSION", "", "en=Series and a Title | s=1-1 | e=3-3 | group=DIMENSION"},
	{"Series.and.a.Title.1013.720p.HDTV.X264-DIMENSION", "", "s=10-10 | e=13-13"},
	{"series.2009.416.hdtv-lol", "", "year=2009 | s=4-4 | e=16-16"},
	{"The Heart of Genius S01 13-14 1080p WEB-DL", "", "en=The Heart of Genius | s=1-1 | e=13-14 | !full"},
	{"Series Title - S01E01-02-03 - Episode Title HDTV-720p", "", "s=1-1 | e=1-3"},
	{"Series.Title.S07E22E23.720p.HDTV.X264-DIMENSION", "", "s=7-7 | e=22-23"},
	{"S03E01.S03E02.720p.HDTV.X264-DIMENSION", "", "s=3-3 | e=1-2"},
	{"Series Title - S02E21 - 94 Meetings - 720p TV.mkv", "", "s=2-2 | e=21-21"},
	{"[Doutei] Some Good, Anime Show - 01-12 [BD][720p-AAC]", "", "e=1-12 | group=Doutei"},
	{"[Erai-raws] Series Title! - 01~10 [1080p][Multiple Subtitle]", "", "e=1-10 | group=Erai-raws"},
	{"[Judas] Some Anime Show 091-123 [1080p][HEVC x265 10bit][Dual-Audio][Multi-Subs]", "", "en=Some Anime Show | e=91-123 | group=Judas"},
	{"[K-F] Some Anime Show 214", "", "en=Some Anime Show | e=214-214"},
	{"[HorribleSubs] Some Anime Show!! (01-25) [1080p] (Batch)", "", "e=1-25 | group=HorribleSubs"},
	{"[SubDESU]_Show_One_07_(1280x720_x264-AAC)_[6B7FD717]", "", "en=Show One | e=7-7 | group=SubDESU"},
	{"[Shark-Raws] Series Title #957 (NBN 1280x720 x264 AAC).mp4", "", "en=Series Title | e=957-957"},
	{"[风车字幕组][名侦探柯南][857集][米花町反复变化之谜（前篇）][简体][MP4][1080P]", "", "cn=名侦探柯南 | e=857-857 | group=风车字幕组"},
	{"[风车字幕组][名侦探柯南][第857集][米花町][简体][1080P]", "", "cn=名侦探柯南 | e=857-857"},
	{"[Lilith-Raws] 葬送的芙莉莲 [TV 04][1080p]", "", "cn=葬送的芙莉莲 | e=4-4 | group=Lilith-Raws"},
	{"Series Title Episode 56 [VOSTFR V2][720p][AAC]-Mystic Z-Team", "", "en=Series Title | e=56-56"},
	{"Series Title Kai Episodio 13 Audio Latino", "", "e=13-13"},
	{"Turkish show 60.Bolum (31.01.2023) 720p WebDL AAC H.264 - TURG", "", "en=Turkish show | e=60-60"},
	{"The Series And The Code - S42 Ep10718 - Ep10722", "", "s=42-42 | e=10718-10722 | group="},
	{"[Subz] My Series - １５８ [h264 10-bit][1080p]", "", "en=My Series | e=158-158"},
	{"the.Series.110.hdtv-lol", "", "en=the Series | s=1-1 | e=10-10"},
	{"Test.13.HDTV-FlexGet", "", "en=Test | e=13-13 | group=FlexGet"},
	{"Naruto Shippuden Episode 366v2 VOSTFR.avi", "", "en=Naruto Shippuden | e=366-366"},
	{"Series Title Season 01 Episode 05 720p", "", "s=1-1 | e=5-5"},
	{"【高清剧集网发布 www.DDHDTV.com】当我飞奔向你[全24集][国语音轨+简繁英字幕].Series.Towards.You.S01.2023.1080p.NF.WEB-DL.H264.DDP2.0-SeeWEB", "", "cn=当我飞奔向你 | en=Series Towards You | s=1-1 | full | total=24 | group=SeeWEB"},
	{"[Q] 全职高手 第3季 | Series S3 - 09 (1080p HBR HEVC Multi-Sub)", "", "cn=全职高手 | en=Series | s=3-3 | e=9-9"},
	{"【极影字幕社】 ★04月新番 【巴哈姆特之怒 Virgin Soul】【Anime Series Title】【24】 【END】GB MP4_720P", "", "cn=巴哈姆特之怒 | e=24-24 | group=极影字幕社"},
	{"Greys.Anatomy.S07D1.NTSC.DVDR-ToF", "", "en=Greys Anatomy | s=7-7 | group=ToF"},
	{"Aliens.SE.1986.BDRip.1080p", "", "year=1986 | !s=1986-1986"},
	{"Series.Saison3.VOSTFR.HDTV.XviD-NOTAG", "", "s=3-3 | src=HDTV"},
	{"Series.Stagione.3.HDTV.XviD-NOTAG", "", "en=Series | s=3-3"},
	{"Series (1994) - Temporada 10", "", "s=10-10 | year=1994"},
	{"Dark.Staffel.2.German.DL.1080p.WEB.x264-GRP", "", "en=Dark | s=2-2"},
	{"Series [HDTV 1080p][Cap.101](wolfmax4k.com)", "", "s=1-1 | e=1-1"},
	{"Something.Season.2.1of4.Ep.Title.HDTV", "", "s=2-2 | e=1-1"},
	// The subtitle line's episodes count once the name says only the season.
	{"The.Bad.Kids.S01.2020.1080p.WEB-DL.H264.AAC-OurTV", "隐秘的角落 第01-02集", "cn=隐秘的角落 | s=1-1 | e=1-2 | !full"},
	{"The.Bad.Kids.S01.2020.Complete.1080p.WEB-DL.H264.AAC-OurTV", "隐秘的角落 第01-02集", "s=1-1 | full"},
	// Titles.
	{"[GM-Team][国漫][寻剑 第1季][Sword Quest Season 1][2002][02][AVC][GB][1080P]", "", "cn=寻剑 | s=1-1 | e=2-2 | group=GM-Team"},
	{"【爪爪字幕组】★7月新番[欢迎来到实力至上主义的教室 第二季/Youkoso Jitsuryoku S2][11][1080p][HEVC][GB][MP4][招募翻译]", "", "cn=欢迎来到实力至上主义的教室 | s=2-2 | e=11-11 | group=爪爪字幕组"},
	{"【幻月字幕组】【22年日剧】【据幸存的六人所说】【04】【1080P】【中日双语】", "", "cn=据幸存的六人所说 | e=4-4 | group=幻月字幕组"},
	{"www.Torrenting.com - Anatomy.Of.A.Fall.2023.1080p.WEBRip.x264", "", "en=Anatomy Of A Fall | year=2023"},
	{"2022.8.2.Twelve.Monkeys.1995.1080p.BluRay.x264-GRP", "", "en=Twelve Monkeys | year=1995"},
	{"[XCT].Le.Prestige.(The.Prestige).DVDRip.[x264.HP.He-Aac.{Fr-Eng}.St{Fr-Eng}.Chaps].mkv", "", "en=Le Prestige | src=DVD"},
	{"La Defense Lincoln (The Lincoln Lawyer) 2011 [DVDRIP][Vostfr]", "", "en=La Defense Lincoln | year=2011"},
	{"The.Office.(US).1x03.Health.Care.HDTV.XviD-LOL.avi", "", "en=The Office | s=1-1 | e=3-3 | group=LOL"},
	{"Pacific.Rim.3D.2013.COMPLETE.BLURAY-PCH.avi", "", "en=Pacific Rim | year=2013 | !full | src=BluRay | group=PCH"},
	{"Die.Schluempfe.2.German.DL.1080p.BluRay.x264-EXQUiSiTE.mkv", "", "en=Die Schluempfe 2 | group=EXQUiSiTE"},
	{"Immersion.French.2011.STV.READNFO.QC.NTSC.DVDR.nfo", "", "en=Immersion French | year=2011"},
	{"The_Italian_Job.mkv", "", "en=The Italian Job"},
	// Groups.
	{"[SubsPlease] Sousou no Frieren - 05 (1080p) [ABCD1234].mkv", "", "en=Sousou no Frieren | e=5-5 | group=SubsPlease"},
	{"After.the.Storm.2016.720p.YIFY", "", "en=After the Storm | year=2016 | group=YIFY"},
	{"Movie Name (2019) [1080p] [BluRay] - YIFY", "", "en=Movie Name | group=YIFY"},
	{"繁花.Blossoms.Shanghai.S01E01.2023.1080p.WEB-DL.H264.AAC-喵萌奶茶屋", "", "s=1-1 | e=1-1 | group=喵萌奶茶屋"},
	{"繁花 第01集 1080p 织梦字幕组", "", "cn=繁花 | e=1-1 | group=织梦字幕组"},
	{"Show.Name.S01E01.1080p.WEB-DL.H264-Lilith-Raws", "", "group=Lilith-Raws"},
	{"SomeShow S01E168 1080p WEB-DL AAC 2.0 x264-Erai-raws", "", "group=Erai-raws"},
	{"Show.Name.2009.S01.1080p.BluRay.DTS5.1.x264-D-Z0N3", "", "group=D-Z0N3"},
	{"Absolute.Series.S02E06.The.House.of.Sonarr.DVDRip.x264-MaG-Chamele0n", "", "group=MaG"},
	{"Series.S01E08.Haunted.Hayride.720p.AMZN.WEBRip.DDP5.1.x264-NTb-xpost", "", "group=NTb"},
	{"Series.Title.S04E04.720p.BluRay.x264-xHD-NZBgeek", "", "group=xHD"},
	{"The.Series.Title.S08E08.1080p.BluRay.x264-ROVERS-4P", "", "group=ROVERS"},
	{"Who.is.Sonarr.S01E01.INTERNAL.720p.HDTV.x264-aAF-RakuvUS-Obfuscated", "", "group=aAF"},
	{"Series.Title.S02E04.720p.WEBRip.x264-SKGTV English", "", "group=SKGTV"},
	{"Series S02E09 HDTV x264-2HD [eztv]-[rarbg.com]", "", "group=2HD"},
	{"Show.S01E01.720p.HDTV.x264-KILLERS[rartv]", "", "group=KILLERS"},
	{"SomeShow.S20E13.1080p.Blu-Ray.DTS-ES.5.1.x264-ROUGH [PublicHD]", "", "group=ROUGH"},
	{"Series.Title.S08E03.720p.WEB.DL.AAC2.0.H.264.KCRT", "", "group=KCRT"},
	{"Series Title (2015) - S02E04 - Smoke & Mirrors (1080p BluRay x265 Kappa).mkv", "", "group=Kappa"},
	{"Show Name (2021) Season 1 S01 (1080p BluRay x265 HEVC 10bit AAC 5.1 Tigole) [QxR]", "", "group=QxR"},
	{"Series (2005) S21E12 (1080p AMZN WEB-DL x265 SDR DDP 5.1 English - Goki TAoE)", "", "group=TAoE"},
	{"Series.Title.S01E09.1080p.DSNP.WEB-DL.DDP2.0.H.264-VARYG (Blue Lock, Multi-Subs)", "", "group=VARYG"},
	{"Series.Title.S01E02.1080p.BluRay.Remux.AVC.FLAC.2.0-E.N.D", "", "group=E.N.D"},
	{"Dr.Seuss.The.Lorax.2012.DVDRip.LiNE.XviD.AC3.HQ.Hive-CM8.mp4", "", "group=Hive-CM8"},
	{"Maze.Runner.The.Scorch.Trials.OM.2015.WEB-DLRip.by.Seven", "", "group=Seven | src=WEB-DL"},
	{"Series.Title.S01E05.The-Aniversary.WEBDL-1080p.mkv", "", "group="},
	{"狂飙 第05集 4K HDR 国语中字", "", "cn=狂飙 | e=5-5 | group="},
	// Sources.
	{"Hua.Mulan.BRRIP.MP4.x264.720p-HR.avi", "", "src=BluRay | res=720p"},
	{"Name.BDRipMux.720p", "", "src=BluRay"},
	{"Movie.2019.2160p.UHDBDRip.x265-GRP", "", "src=UHD BluRay"},
	{"Name.BRMux.720p", "", "src=BluRay"},
	{"FooBar.7.PDTV-FlexGet", "", "src=HDTV"},
	{"The.Big.Series.Leader.Part.2.DSR.XviD-SYS", "", "src=HDTV"},
	{"Perfect Child-2007-TRUEFRENCH-TVRip.Xvid-h@mster.avi", "", "src=HDTV"},
}

func TestKinds(t *testing.T) {
	for _, c := range append(append(kindCases, moreKindCases...), suiteKindCases...) {
		got := " | " + describe(ParseWithSubject(c.name, c.subject)) + " | "
		for _, want := range strings.Split(c.want, " | ") {
			ok := strings.Contains(got, " | "+want+" | ")
			switch {
			case strings.HasPrefix(want, "!"):
				ok = !strings.Contains(got, " | "+want[1:]+" | ")
			case strings.HasSuffix(want, "="):
				ok = !strings.Contains(got, " | "+want)
			}
			if !ok {
				t.Errorf("%s\t%s\n got: %s\nwant: %s", c.name, c.subject, strings.Trim(got, " |"), want)
			}
		}
	}
}
