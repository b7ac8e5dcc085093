package standin

import (
	"crypto/sha1"
	"fmt"
	"net/url"
	"slices"
	"strconv"

	"github.com/movie-robot/web-console/server/bencode"
)

// npTorrent is one torrent the NexusPHP stand-in lists.
type npTorrent struct {
	ID       int
	Cat      int
	Name     string
	Subtitle string
	SizeText string
	Seeders  int
	Leechers int
	Grabs    int
	Added    string // site local time
	Promo    string // NexusPHP promotion class: pro_free, pro_2up …
	FreeLeft string // "2026-12-01 12:00:00" when the promotion ends
	HR       bool
	IMDb     string
	Douban   string
}

// npCatalogue is the stand-in's fixed list: varied names, promotions, H&R.
var npCatalogue = []npTorrent{
	{101, 401, "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT", "黑客帝国 / 骇客任务 | 导演: 沃卓斯基姐妹", "12.45 GB", 120, 3, 800, "2026-11-20 10:00:00", "pro_free", "2026-12-01 12:00:00", false, "tt0133093", "1291843"},
	{102, 401, "The.Matrix.1999.2160p.UHD.BluRay.x265.10bit.HDR.TrueHD.7.1.Atmos-FRDS", "黑客帝国 4K 原盘压制 中英字幕", "58.20 GB", 45, 6, 210, "2026-11-21 08:30:00", "pro_free2up", "2026-11-30 08:30:00", false, "tt0133093", "1291843"},
	{103, 401, "The.Matrix.Resurrections.2021.1080p.WEB-DL.H264.DDP5.1-HDSWEB", "黑客帝国：矩阵重启 | 简繁中字", "6.80 GB", 33, 1, 95, "2026-11-18 22:10:00", "pro_50pct", "", false, "tt10838180", "26590464"},
	{104, 402, "Three-Body.S01.2023.2160p.WEB-DL.H265.DDP5.1-HHWEB", "三体 全30集 | 国语中字", "120.30 GB", 88, 12, 640, "2026-11-10 12:00:00", "", "", true, "tt20242042", "26647087"},
	{105, 402, "Three-Body.S01E01-E05.2023.1080p.WEB-DL.H264.AAC-HHWEB", "三体 第1-5集", "9.10 GB", 21, 0, 130, "2026-11-09 12:00:00", "pro_30pct", "", false, "tt20242042", "26647087"},
	{106, 401, "Oppenheimer.2023.1080p.BluRay.x264.DTS-HD.MA.5.1-WiKi", "奥本海默 | 诺兰作品", "18.75 GB", 64, 4, 402, "2026-11-15 19:45:00", "pro_2up", "", false, "tt15398776", "35593344"},
	{107, 402, "The.Long.Season.S01.2023.1080p.WEB-DL.H264.AAC-PTerWEB", "漫长的季节 全12集 | 国语中字", "22.10 GB", 52, 2, 300, "2026-11-12 09:00:00", "pro_50pctdown2up", "2026-12-05 09:00:00", false, "tt27739373", "35588177"},
	{108, 401, "Dune.Part.Two.2024.2160p.WEB-DL.DDP5.1.Atmos.DV.HDR.H.265-FLUX", "沙丘2 | 杜比视界", "25.60 GB", 140, 9, 1200, "2026-11-22 16:20:00", "", "", true, "tt15239678", "35575567"},
	{109, 404, "Planet.Earth.III.2023.S01.2160p.iP.WEB-DL.AAC2.0.HLG.H.265-CHDWEB", "地球脉动 第三季 全8集", "42.00 GB", 30, 1, 150, "2026-11-05 07:00:00", "pro_free", "2026-11-28 07:00:00", false, "", ""},
	{110, 405, "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS", "千与千寻 | 宫崎骏", "9.95 GB", 77, 0, 980, "2026-10-30 14:00:00", "", "", false, "tt0245429", "1291561"},
	{111, 401, "Hidden.Dragon.2000.1080p.BluRay.x264-MTeam", "卧虎藏龙", "11.10 GB", 15, 0, 60, "2026-10-01 11:11:11", "", "", false, "", ""},
	{112, 403, "Running.Man.E700.2024.1080p.WEB-DL.H264-ADWeb", "跑男 第700期", "2.30 GB", 9, 1, 40, "2026-11-23 21:00:00", "pro_free", "2026-11-25 21:00:00", false, "", ""},
	// An AV row: the console shows its cover and opens the details images.
	{113, 410, "Standin.Adult.Feature.2024.1080p.WEB-DL.x264-XXX", "成人分类测试条目", "3.40 GB", 5, 0, 12, "2026-11-19 23:00:00", "", "", false, "", ""},
}

// npFreeHR is a free row under H&R (option free_hr): tempting for 刷流
// (50 leechers, 2 seeders), but it binds the user to seed it.
var npFreeHR = npTorrent{120, 401, "Tempting.Free.HnR.2024.1080p.WEB-DL.x264-HR", "免费但有H&R", "4.00 GB", 2, 50, 10,
	"2026-11-25 10:00:00", "pro_free", "2026-12-10 10:00:00", true, "", ""}

// npRows is the list with n synthetic rows added (for pagination and the
// 100-row parse bench).
func npRows(n int) []npTorrent {
	out := append([]npTorrent(nil), npCatalogue...)
	for i := range n {
		out = append(out, npTorrent{ID: 1000 + i, Cat: 401, Name: fmt.Sprintf("Synthetic.Release.%03d.2020.1080p.WEB-DL.x264-TEST", i),
			Subtitle: fmt.Sprintf("合成测试 %d", i), SizeText: fmt.Sprintf("%d.50 GB", 1+i%20), Seeders: i % 50, Leechers: i % 7,
			Grabs: i, Added: "2026-11-01 00:00:00"})
	}
	return out
}

// npShow is one show's n episodes, a row each, newest first as
// torrents.php lists them: a long show's early episodes are on later pages.
func npShow(n int) []npTorrent {
	out := make([]npTorrent, 0, n)
	for ep := n; ep >= 1; ep-- {
		out = append(out, npTorrent{ID: 5000 + ep, Cat: 402, Name: fmt.Sprintf("Endless.Saga.S01E%03d.2024.1080p.WEB-DL.H264.AAC-PTerWEB", ep),
			Subtitle: fmt.Sprintf("无尽传说 第%d集 | 国语中字", ep), SizeText: "1.20 GB", Seeders: 10 + ep%9, Leechers: ep % 3,
			Grabs: 100 + ep, Added: fmt.Sprintf("2026-%02d-%02d 20:00:00", 1+ep/28%12, 1+ep%28)})
	}
	return out
}

// npTorrentFile is a real .torrent for t: a private single file torrent of
// TorrentContent, announcing to base with passkey. Its info dict's source
// names the stand-in instance (tag), as a real site writes its own name
// there: one title's copies on two stand-ins have two info-hashes, as on two
// real sites. With one hash everywhere, a client of another test that once
// learnt a peer's port, now reused by this test's client, would connect and
// hand over the pieces this test holds back.
func npTorrentFile(base, passkey, tag string, t npTorrent) []byte {
	file := t.Name + ".mkv"
	data := TorrentContent(file)
	var pieces []byte
	for i := 0; i < len(data); i += torrentPieceLen {
		sum := sha1.Sum(data[i : i+torrentPieceLen])
		pieces = append(pieces, sum[:]...)
	}
	info := map[string]any{
		"name":         file,
		"length":       int64(len(data)),
		"piece length": torrentPieceLen,
		"pieces":       string(pieces),
		"private":      1,
		"source":       "[standin " + tag + "] NexusPHP",
	}
	return bencode.Encode(map[string]any{
		"announce":      base + "/announce.php?passkey=" + passkey,
		"created by":    "movie-robot standin",
		"creation date": int64(1764000000),
		"info":          info,
	})
}

// pagedCatalogue is what the API sites' stand-ins (Torznab, M-Team) list and
// how many a page: the NexusPHP catalogue, plus a show of `episodes`
// episodes when asked, `per_page` rows a page (100, as both services default).
func pagedCatalogue(o url.Values) (items []npTorrent, perPage int) {
	items = npCatalogue
	if eps, _ := strconv.Atoi(o.Get("episodes")); eps > 0 {
		items = append(slices.Clone(npCatalogue), npShow(eps)...)
	}
	perPage, _ = strconv.Atoi(o.Get("per_page"))
	if perPage <= 0 {
		perPage = 100
	}
	return items, perPage
}
