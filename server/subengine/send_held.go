package subengine

import (
	"context"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/subscribe"
)

// holdings asks the one holdings check about candidate s of x before it
// is sent: filed in the library, downloading (for this subscription or
// any other path) or the same torrent in the client.
func (e *Engine) holdings(ctx context.Context, x subscribe.Sub, s scored, t bencode.Torrent, site string, st subState,
	better bool) (downloads.Verdict, error) {
	w := downloads.WantOf(s.c.Info, x.TMDBID, st.total, t.Hashes())
	w.MediaType, w.Upgrade = x.Type, better
	if x.Type == "TV" {
		w.Season = max(x.SeasonIndex, 1)
		w.Episodes, w.Pack = covers(s.c.Info, st.total)
	}
	return e.o.DL.Holdings(ctx, w, site)
}

// retire removes the singles not yet started that the pack just sent
// replaces (the removal failing leaves them: fetched twice, not lost).
func (e *Engine) retire(ctx context.Context, v downloads.Verdict, lg *runLog) {
	if len(v.Replace) == 0 {
		return
	}
	if err := e.o.DL.Retire(ctx, v.Replace); err != nil {
		lg.add("删除被整季包代替的单集失败：%s", err.Error())
		return
	}
	lg.add("%s：已从下载器删除，下载记录已关闭", v.Reason)
}
