package customsub

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/notify"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
)

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

// execute is one run: search, rename, filter, send what is new, record
// and log it. A search failure is logged, not returned: the run happened.
func (s *Service) execute(ctx context.Context, r row, m manualRun, lists map[string]gathered) (string, error) {
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
	key := fmt.Sprint(in.Keyword, "|", in.Cates, "|", in.Sites, "|", in.Pages)
	g, ok := lists[key]
	if !ok {
		g.a, g.err = s.sites.Gather(ctx, in)
		if lists != nil {
			lists[key] = g
		}
	}
	if g.err != nil {
		log.add("搜索失败：%s", g.err.Error())
		return s.finish(ctx, r, log)
	}
	log.add("搜索了站点：%s；%d个结果", strings.Join(g.a.SearchedNames, "、"), len(g.a.Torrents))
	for _, f := range g.a.SiteErrors {
		log.add("站点%s没有结果：%s", f.SiteName, f.Reason)
	}
	save, saveErr := s.savePath(ctx, r)
	sent, failed := 0, 0
	seen := map[string]string{}
	for _, t := range g.a.Torrents {
		t.Name, t.Subject = renameTorrent(r.RenameRule, t.Name, t.Subject)
		c := Candidate{Torrent: t, Release: release.ParseWithSubject(t.Name, t.Subject), Now: s.now()}
		if why := rejects(r, checks, c); why != "" {
			log.add("跳过 [%s] %s：%s", t.SiteName, t.Name, why)
			continue
		}
		if skip, err := s.inLibrary(ctx, r, c, seen); err != nil {
			log.add("无法查询媒体库（%s），不跳过 [%s] %s", err.Error(), t.SiteName, t.Name)
		} else if skip != "" {
			log.add("跳过 [%s] %s：媒体库已有%s（自动跳过媒体库存在的影片）", t.SiteName, t.Name, skip)
			continue
		}
		if saveErr != nil {
			log.add("符合条件 [%s] %s，但%s", t.SiteName, t.Name, saveErr.Error())
			failed++
			continue
		}
		done, err := s.take(ctx, r, t, save, log)
		if err != nil {
			return "", err
		}
		switch done {
		case takeSent:
			sent++
		case takeFailed:
			failed++
		}
	}
	log.add("运行结束：提交下载%d个，失败%d个", sent, failed)
	return s.finish(ctx, r, log)
}

// compileAll builds the checks; the siteId filter's sites are also where
// the run searches.
func compileAll(rules []Rule) ([]namedCheck, []string, error) {
	var out []namedCheck
	var sites []string
	for _, rule := range rules {
		_, c, err := compileFilter(rule)
		if err != nil {
			return nil, nil, err
		}
		if rule.Type == "siteId" {
			var a struct {
				SiteID []string `json:"site_id"`
			}
			json.Unmarshal(rule.Args, &a)
			sites = append(sites, a.SiteID...)
		}
		out = append(out, namedCheck{FilterLabels[rule.Type], c})
	}
	return out, sites, nil
}

type namedCheck struct {
	label string
	check check
}

// rejects says why a candidate is not taken: the subscription's own kind
// (media type, season, recognisable title), then each torrent filter.
func rejects(r row, checks []namedCheck, c Candidate) string {
	info := c.Release
	if r.SkipUnknown && info.Title == "" && info.CNTitle == "" && info.ENTitle == "" {
		return "识别不到影片信息（自动跳过识别不到标准影片信息的种子）"
	}
	switch r.MediaType {
	case "Movie":
		if info.IsTV || c.Torrent.MovieType == "TV" {
			return "是剧集，订阅的是电影"
		}
	case "TV":
		if !info.IsTV && c.Torrent.MovieType != "TV" {
			return "不是剧集，订阅的是剧集"
		}
		if info.SeasonStart > 0 && (r.SeasonNumber < info.SeasonStart || r.SeasonNumber > max(info.SeasonEnd, info.SeasonStart)) {
			return fmt.Sprintf("季号不是第%d季", r.SeasonNumber)
		}
	}
	if r.DoubanID != "" && c.Torrent.DoubanID != "" && c.Torrent.DoubanID != r.DoubanID {
		return "豆瓣编号" + c.Torrent.DoubanID + "与订阅的" + r.DoubanID + "不同"
	}
	for _, nc := range checks {
		if why := nc.check(c); why != "" {
			return nc.label + "：" + why
		}
	}
	return ""
}

type took int

const (
	takeSkipped took = iota // already taken before
	takeSent
	takeFailed
)

// take records the torrent once per subscription and sends it to the
// download client; a failure is kept on the record, to retry.
func (s *Service) take(ctx context.Context, r row, t ptsites.Torrent, save string, log *runLog) (took, error) {
	found, err := s.sites.Found(ctx, t.ID)
	if err != nil {
		log.add("符合条件 [%s] %s，但找不到下载地址：%s", t.SiteName, t.Name, err.Error())
		return takeFailed, nil
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO custom_sub_record(sub_id, site_name, site_alias, torrent_name,
		torrent_subject, details_url, download_url, size_mb, status, created_at) VALUES (?,?,?,?,?,?,?,?,'Pending',?)
		ON CONFLICT(sub_id, site_name, download_url) DO NOTHING`,
		r.ID, t.SiteID, t.SiteName, t.Name, t.Subject, t.DetailsURL, found.DownloadURL, t.SizeMB, s.now().Format(stamp))
	if err != nil {
		return 0, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		log.add("跳过 [%s] %s：这条订阅已经处理过这个种子", t.SiteName, t.Name)
		return takeSkipped, nil
	}
	id, _ := res.LastInsertId()
	rec := Record{ID: id, SubID: r.ID, Site: t.SiteID, SiteName: t.SiteName, Name: t.Name, Subject: t.Subject, DetailsURL: t.DetailsURL,
		DownloadURL: found.DownloadURL}
	if msg, ok := s.send(ctx, r, rec, save); !ok {
		log.add("提交下载失败 [%s] %s：%s", t.SiteName, t.Name, msg)
		return takeFailed, nil
	}
	log.add("已提交下载 [%s] %s（%s）", t.SiteName, t.Name, save)
	return takeSent, nil
}

// send fetches the .torrent and submits it; the record gets the outcome.
func (s *Service) send(ctx context.Context, r row, rec Record, save string) (string, bool) {
	fail := func(msg string) (string, bool) {
		s.db.ExecContext(ctx, `UPDATE custom_sub_record SET status = 'SubmitDownloadFailed', message = ? WHERE id = ?`, msg, rec.ID)
		return msg, false
	}
	data, err := s.sites.TorrentAt(ctx, rec.Site, rec.DownloadURL)
	if err != nil {
		return fail(err.Error())
	}
	sub, err := s.dl.Submit(ctx, downloads.Request{Site: rec.Site, UserID: r.uid, Name: rec.Name, Subject: rec.Subject,
		DetailsURL: rec.DetailsURL, SavePath: save, Torrent: data, BetterVersion: r.AutoDelete, SubID: r.ID, SubType: "CustomSub"})
	if err != nil {
		return fail(err.Error())
	}
	s.db.ExecContext(ctx, `UPDATE custom_sub_record SET status = 'SubmitDownloadSucceeded', message = '', download_record_id = ?
		WHERE id = ?`, sub.RecordID, rec.ID)
	s.announce(ctx, r, rec, data)
	return "已提交到下载器" + sub.Client, true
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
	s.db.ExecContext(ctx, `DELETE FROM custom_sub_log WHERE sub_id = ? AND id NOT IN
		(SELECT id FROM custom_sub_log WHERE sub_id = ? ORDER BY id DESC LIMIT 100)`, r.ID, r.ID)
	return text, nil
}

// inLibrary applies 自动跳过媒体库存在的影片 to movie and TV rules.
func (s *Service) inLibrary(ctx context.Context, r row, c Candidate, seen map[string]string) (string, error) {
	if !r.SkipExists || r.MediaType != "Movie" && r.MediaType != "TV" {
		return "", nil
	}
	season := 0
	if r.MediaType == "TV" {
		season = r.SeasonNumber
	}
	return s.held(ctx, c.Release, r.MediaType == "TV", season, seen)
}

// announce sends 开始下载 for a torrent sent; a slow or failing channel
// neither fails nor holds up the run (the notifier logs it).
func (s *Service) announce(ctx context.Context, r row, rec Record, torrent []byte) {
	if s.note == nil {
		return
	}
	info := release.ParseWithSubject(rec.Name, rec.Subject)
	year := ""
	if info.Year > 0 {
		year = strconv.Itoa(info.Year)
	}
	size := ""
	if t, err := bencode.ParseTorrent(torrent); err == nil {
		size = downloads.SizeText(t.Size)
	}
	nick := ""
	if u, err := s.store.UserByID(ctx, r.uid); err == nil {
		nick = u.Nickname
	}
	nctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	s.note.SendTo(nctx, r.uid, notify.DownloadStart, map[string]string{"title": info.Title, "year": year,
		"site_name": rec.SiteName, "torrent_name": rec.Name, "size": size, "nickname": nick})
}
