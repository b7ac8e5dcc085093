package api

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/store"
)

// downloadTorrent fetches a search result's .torrent with the site's
// credentials and adds it to the download client the site is bound to.
func (s *Server) downloadTorrent(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	q := r.URL.Query()
	id, err := strconv.ParseInt(q.Get("id"), 10, 64)
	if err != nil {
		return nil, Error{"种子编号（id）不正确"}
	}
	return s.sendFound(r, u, foundSend{id: id, site: q.Get("site_id"), savePath: q.Get("save_path"),
		better: q.Get("better_version") == "true", force: q.Get("force") == "1"})
}

// foundSend is one manual send of a kept search result.
type foundSend struct {
	id             int64
	site, savePath string
	better, force  bool
}

// sendFound sends search result f.id for user u through the holdings
// check: download/torrent and the activity screen's 重试 of a failed one.
// A send the site or the client refused is an event (发送失败) that
// remembers the result and the folder, so it can be retried.
func (s *Server) sendFound(r *http.Request, u store.User, in foundSend) (any, error) {
	savePath, err := s.checkSavePath(r.Context(), in.savePath)
	if err != nil {
		return nil, err
	}
	// The category is checked before the site is asked for the .torrent.
	if kept, err := s.sites.Found(r.Context(), in.id); err == nil {
		may, err := s.mayUseCategory(r)
		if err != nil {
			return nil, err
		}
		if !may(kept.Category) {
			return nil, Error{"种子分类（category）「" + categoryText(kept.Category) + "」不在你的权限分类中，不能下载"}
		}
	}
	// Nothing is fetched from the site for a download that cannot be sent.
	f, err := s.sites.Found(r.Context(), in.id)
	if err != nil {
		return nil, bizErr(err)
	} else if _, err := s.downloads.ClientFor(r.Context(), f.Site); err != nil {
		return nil, bizErr(err)
	}
	// A title held already is asked about first (force=1: the user said
	// yes), before the site is asked for the .torrent.
	if _, err := s.heldCheck(r, f.Name, f.Subject, nil, "", in.better, in.force); err != nil {
		return nil, err
	}
	failed := func(err error) error {
		s.events.Publish(r.Context(), events.Event{Kind: events.SendFailed, UID: u.ID, Title: f.Name,
			Reason: siteTitle(f.Site) + "：" + err.Error(), Link: "/download/activity?outcome=failure",
			Refs: events.Refs{SiteID: f.Site, FoundID: f.ID, SavePath: savePath}})
		return bizErr(err)
	}
	found, data, err := s.sites.TorrentFile(r.Context(), in.id, in.site)
	if err != nil {
		return nil, failed(err)
	}
	v, err := s.heldCheck(r, found.Name, found.Subject, data, found.Site, in.better, in.force)
	if err != nil {
		return nil, err
	}
	sub, err := s.downloads.Submit(r.Context(), downloads.Request{Site: found.Site, UserID: u.ID, Name: found.Name,
		Subject: found.Subject, DetailsURL: found.DetailsURL, SavePath: savePath, Torrent: data,
		BetterVersion: in.better, MinRatio: found.MinimumRatio, MinSeedTime: found.MinimumSeedTime})
	if err != nil {
		return nil, failed(err)
	}
	replaced := ""
	if len(v.Replace) > 0 && s.downloads.Retire(r.Context(), v.Replace) == nil {
		replaced = "（" + v.Reason + "，已从下载器删除）"
	}
	// 开始下载 to the channels that want it and to the user's own targets;
	// a slow or failing channel
	// neither fails nor holds up the download (the notifier logs it).
	// The stream stores the message, writes the log line and pushes once.
	if rec, err := s.downloads.Get(r.Context(), sub.RecordID); err == nil {
		s.events.Publish(r.Context(), events.Event{Kind: events.Sent, UID: u.ID, Title: firstText(rec.MovieName, rec.Name),
			Reason: siteTitle(rec.Site) + " · " + rec.Name, Link: "/download/record",
			Refs: events.Refs{RecordID: rec.ID, SiteID: rec.Site},
			Push: &events.Push{Type: notify.DownloadStart, Vars: map[string]string{"title": rec.MovieName, "year": yearText(rec.MovieYear),
				"site_name": siteTitle(rec.Site), "torrent_name": rec.Name, "size": downloads.SizeText(int64(rec.SizeMB * 1024 * 1024)),
				"nickname": u.Nickname}}})
	}
	return Result{Message: "已提交到下载器" + sub.Client + "：" + found.Name + replaced,
		Data: map[string]any{"record_id": sub.RecordID, "hash": sub.Hash, "client": sub.Client}}, nil
}

func yearText(y int) string {
	if y == 0 {
		return ""
	}
	return strconv.Itoa(y)
}

func categoryText(c string) string {
	if c == "" {
		return "未知"
	}
	return c
}

// heldCheck is the holdings check of a manual download (downloads.Judge):
// a title filed or on its way, or the same torrent, is refused with
// Confirm unless force; torrent nil checks the title only.
func (s *Server) heldCheck(r *http.Request, name, subject string, torrent []byte, site string, better, force bool) (downloads.Verdict, error) {
	var hashes []string
	if downloads.IsMagnet(torrent) { // a magnet-only result: its link's hash
		t, err := downloads.ParseMagnet(string(torrent))
		if err != nil {
			return downloads.Verdict{}, Error{"站点返回的" + err.Error()}
		}
		hashes = t.Hashes()
	} else if torrent != nil {
		t, err := bencode.ParseTorrent(torrent)
		if err != nil {
			return downloads.Verdict{}, Error{"站点返回的种子文件无效"}
		}
		hashes = t.Hashes()
	}
	read := s.parser.Read(name, subject)
	w := downloads.WantOf(read.Info, read.TMDBID, 0, hashes)
	w.Upgrade = better
	v, err := s.downloads.Holdings(r.Context(), w, site)
	if err != nil || !v.Skip || force {
		return v, err
	}
	title := v.Name
	if title == "" {
		title = read.Title
	}
	detail := strings.TrimSuffix(v.Reason, "，跳过")
	msg := "已在下载：" + detail + "，确定还要下载吗？"
	switch {
	case v.Filed && detail == "已入库":
		msg = "已入库：《" + title + "》已在媒体库中，确定还要下载吗？"
	case v.Filed:
		msg = "已入库：《" + title + "》" + detail + "，确定还要下载吗？"
	case detail == "已在下载":
		msg = "已在下载：《" + title + "》正在下载，确定还要下载吗？"
	}
	return v, Confirm{Message: msg, Data: map[string]any{"filed": v.Filed, "reason": v.Reason, "name": v.Name}}
}
