package customsub

import (
	"cmp"
	"context"
	"fmt"
	"github.com/movie-robot/web-console/server/filters"
	"strings"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/ranking"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// job is what one scheduler job's runs share: the sites' lists (keyed by
// search) and one view of the media servers, so a job reads each media
// server once however many rules and releases ask (issue 31). A manual
// run is a job of its own.
type job struct {
	lists map[string]gathered // nil: nothing shared
	media runMedia
}

// gathered is one search's answer, shared by the subscriptions of a job
// that read the same sites' latest list.
type gathered struct {
	a   ptsites.SearchAnswer
	err error
}

// runLog collects a run's log lines (全息日志).
type runLog struct{ lines []string }

func (l *runLog) add(format string, args ...any) {
	l.lines = append(l.lines, fmt.Sprintf(format, args...))
}

// execute is one run: search, rename, filter, rank by the score rule,
// send the best new one of each media, record and log it. A search
// failure is logged, not returned: the run happened.
func (s *Service) execute(ctx context.Context, r row, m manualRun, j *job) (string, error) {
	if j == nil {
		j = &job{}
	}
	log := &runLog{}
	how := map[string]string{"keyword": "关键字搜索“" + m.keyword + "”", "imdb": "IMDB搜索 " + m.keyword,
		"list": "获取最新列表页结果"}[m.searchType]
	log.add("开始运行自定义订阅「%s」：%s，最多%d页", r.Name, how, m.pages)
	checks, sites, err := compileAll(r.TorrentFilter)
	if err != nil {
		log.add("过滤条件无法使用：%s", err.Error())
		return s.finish(ctx, r, log)
	}
	in := ptsites.SearchInput{Keyword: m.keyword, Cates: m.cates, Sites: sites, Pages: m.pages}
	if m.searchType == "imdb" {
		in.IMDbID = m.keyword
	}
	g := s.search(ctx, in, j.lists)
	if g.err != nil {
		log.add("搜索失败：%s", g.err.Error())
		return s.finish(ctx, r, log)
	}
	log.add("搜索了站点：%s；%d个结果", strings.Join(g.a.SearchedNames, "、"), len(g.a.Torrents))
	for _, f := range g.a.SiteErrors {
		log.add("站点%s没有结果：%s", f.SiteName, f.Reason)
	}
	cfg, err := settings.ScoreConfigSection.Load(ctx, s.store)
	if err != nil {
		return "", err
	}
	strategy := cmp.Or(r.ScoreRuleName, cfg.Strategy)
	log.add("排序规则：%s", filters.ScoreRuleTitle(strategy))
	var pool []ranked
	seen := map[string]string{}
	names := s.namesFor(r.ID)
	for _, t := range g.a.Torrents {
		t.Name, t.Subject = renameTorrent(r.RenameRule, t.Name, t.Subject)
		read := names.Read(t.Name, t.Subject)
		if read.Blocked {
			log.add("跳过 [%s] %s：含自定义识别词的屏蔽词", t.SiteName, t.Name)
			continue
		}
		c := Candidate{Torrent: t, Release: read.Info, Now: s.now()}
		if why := rejects(r, checks, c); why != "" {
			log.add("跳过 [%s] %s：%s", t.SiteName, t.Name, why)
			continue
		}
		if skip, err := s.inLibrary(ctx, r, c, &j.media, seen); err != nil {
			log.add("无法查询媒体库（%s），不跳过 [%s] %s", err.Error(), t.SiteName, t.Name)
		} else if skip != "" {
			log.add("跳过 [%s] %s：媒体库已有%s（自动跳过媒体库存在的影片）", t.SiteName, t.Name, skip)
			continue
		}
		sc := ranking.Rank(cfg, strategy, filterCand(c), t.Grabs)
		log.add("符合条件 [%s] %s：得分 %.1f（%s）", t.SiteName, t.Name, sc.Total, sc.Parts)
		pool = append(pool, ranked{c: c, score: sc})
	}
	save, saveErr := s.savePath(ctx, r)
	sent, failed, err := s.sendBest(ctx, r, pool, save, saveErr, log)
	if err != nil {
		return "", err
	}
	log.add("运行结束：提交下载%d个，失败%d个", sent, failed)
	return s.finish(ctx, r, log)
}

// search asks the sites once per distinct search in a job; lists is nil
// for a run of its own.
func (s *Service) search(ctx context.Context, in ptsites.SearchInput, lists map[string]gathered) gathered {
	key := fmt.Sprint(in.Keyword, "|", in.Cates, "|", in.Sites, "|", in.Pages)
	g, ok := lists[key]
	if !ok {
		g.a, g.err = s.sites.Gather(ctx, in)
		if lists != nil {
			lists[key] = g
		}
	}
	return g
}

// finish stamps the run and keeps its log.
func (s *Service) finish(ctx context.Context, r row, log *runLog) (string, error) {
	now := s.now().Format(stamp)
	text := now + "\n" + strings.Join(log.lines, "\n")
	if _, err := s.db.ExecContext(ctx, `UPDATE custom_sub SET last_run_at = ? WHERE id = ?`, now, r.ID); err != nil {
		return "", err
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO custom_sub_log(sub_id, created_at, text) VALUES (?,?,?)`, r.ID, now, text); err != nil {
		return "", err
	}
	// Keep the newest 100 runs of each subscription.
	store.Note(ctx, s.db, "pruning old run logs", `DELETE FROM custom_sub_log WHERE sub_id = ? AND id NOT IN
		(SELECT id FROM custom_sub_log WHERE sub_id = ? ORDER BY id DESC LIMIT 100)`, r.ID, r.ID)
	return text, nil
}
