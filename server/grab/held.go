package grab

import (
	"context"
	"strings"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
)

// Held is the holdings question: the title is filed or on its way, or it
// is the same torrent. The user may say yes and send again with Force.
type Held struct {
	Message string
	Verdict downloads.Verdict
}

func (e Held) Error() string { return e.Message }

// check is the holdings check of a manual download (downloads.Judge): a
// title filed or on its way, or the same torrent, is refused with Held
// unless force; torrent nil checks the title only.
func (g *Service) check(ctx context.Context, name, subject string, torrent []byte, site string, better, force bool) (downloads.Verdict, error) {
	var hashes []string
	if downloads.IsMagnet(torrent) { // a magnet-only result: its link's hash
		t, err := downloads.ParseMagnet(string(torrent))
		if err != nil {
			return downloads.Verdict{}, downloads.Invalid{Message: "站点返回的" + err.Error()}
		}
		hashes = t.Hashes()
	} else if torrent != nil {
		t, err := bencode.ParseTorrent(torrent)
		if err != nil {
			return downloads.Verdict{}, downloads.Invalid{Message: "站点返回的种子文件无效"}
		}
		hashes = t.Hashes()
	}
	read := g.Parser.Read(name, subject)
	w := downloads.WantOf(read.Info, read.TMDBID, 0, hashes)
	w.Upgrade = better
	v, err := g.Downloads.Holdings(ctx, w, site)
	if err != nil || !v.Skip || force {
		return v, err
	}
	return v, Held{Message: question(v, read.Title), Verdict: v}
}

// question asks whether to download a held title anyway, in the words of
// what holds it.
func question(v downloads.Verdict, readTitle string) string {
	title := v.Name
	if title == "" {
		title = readTitle
	}
	detail := strings.TrimSuffix(v.Reason, "，跳过")
	switch {
	case v.Filed && detail == "已入库":
		return "已入库：《" + title + "》已在媒体库中，确定还要下载吗？"
	case v.Filed:
		return "已入库：《" + title + "》" + detail + "，确定还要下载吗？"
	case detail == "已在下载":
		return "已在下载：《" + title + "》正在下载，确定还要下载吗？"
	}
	return "已在下载：" + detail + "，确定还要下载吗？"
}
