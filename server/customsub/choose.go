package customsub

import (
	"context"
	"fmt"
	"sort"

	"github.com/movie-robot/web-console/server/ranking"
	"github.com/movie-robot/web-console/server/release"
)

// maxTries bounds how many candidates of one media a run tries when
// sending fails (as the subscription engine does).
const maxTries = 3

// ranked is a candidate that passed every rule, with its score under the
// subscription's 排序规则.
type ranked struct {
	c     Candidate
	score ranking.Score
}

// sendBest sends, for each distinct media of the run, only the candidate
// the score rule ranks highest (the next one when sending it fails); the
// others are logged with the one that beat them. save/saveErr: where the
// client saves to, or why there is nowhere.
func (s *Service) sendBest(ctx context.Context, r row, pool []ranked, save string, saveErr error, log *runLog) (sent, failed int, err error) {
	groups := map[string][]ranked{}
	var order []string
	for _, p := range pool {
		k := mediaKey(p.c)
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], p)
	}
	for _, k := range order {
		g := groups[k]
		sort.SliceStable(g, func(i, j int) bool { return g[i].score.Total > g[j].score.Total })
		var taken *ranked
		tries := 0
		for i := range g {
			p := &g[i]
			t := p.c.Torrent
			switch {
			case taken != nil:
				log.add("跳过 [%s] %s：排序规则下得分 %.1f，低于同一影片已选的 [%s] %s（%.1f），每次运行同一影片只下载得分最高的一个",
					t.SiteName, t.Name, p.score.Total, taken.c.Torrent.SiteName, taken.c.Torrent.Name, taken.score.Total)
				continue
			case tries >= maxTries:
				log.add("跳过 [%s] %s：同一影片得分更高的%d个种子都没能提交，本次不再尝试", t.SiteName, t.Name, tries)
				continue
			case saveErr != nil && i == 0:
				log.add("符合条件 [%s] %s，但%s", t.SiteName, t.Name, saveErr.Error())
				failed++
				continue
			case saveErr != nil:
				log.add("跳过 [%s] %s：排序规则下得分 %.1f，低于同一影片的 [%s] %s（%.1f）", t.SiteName, t.Name,
					p.score.Total, g[0].c.Torrent.SiteName, g[0].c.Torrent.Name, g[0].score.Total)
				continue
			}
			done, err := s.take(ctx, r, t, save, log)
			if err != nil {
				return sent, failed, err
			}
			switch done {
			case takeSent:
				sent, taken = sent+1, p
			case takeSkipped: // taken on an earlier run: a lower one is not wanted either
				taken = p
			case takeFailed:
				failed, tries = failed+1, tries+1
			}
		}
	}
	return sent, failed, nil
}

// mediaKey names the media a candidate is of: the site's Douban or IMDb
// id, else the parsed title and year, else the whole name (unrecognised:
// each its own); for TV the seasons and episodes too, so each episode
// (or pack) is a media of its own.
func mediaKey(c Candidate) string {
	t, info := c.Torrent, c.Release
	var key string
	switch {
	case t.DoubanID != "":
		key = "douban:" + t.DoubanID
	case t.IMDbID != "":
		key = "imdb:" + t.IMDbID
	case norm(info.ENTitle) != "":
		key = fmt.Sprintf("title:%s|%d", norm(info.ENTitle), info.Year)
	case norm(info.CNTitle) != "":
		key = fmt.Sprintf("title:%s|%d", norm(info.CNTitle), info.Year)
	default:
		key = "name:" + norm(t.Name)
	}
	if info.IsTV || info.SeasonStart > 0 || info.EpisodeStart > 0 {
		key += fmt.Sprintf("|S%d-%d|E%d-%d", info.SeasonStart, info.SeasonEnd, info.EpisodeStart, info.EpisodeEnd)
	}
	return key
}

// norm is a title's matching form (release.TitleKey).
var norm = release.TitleKey
