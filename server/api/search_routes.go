package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// searchRoutes: torrent search across the sites (api-contract §2.10) and
// submitting a result to the download client (§2.9 paths, torrent).
func (s *Server) searchRoutes() {
	user := s.signedIn
	s.mux.Handle("GET /api/movie/search_keyword", user(s.searchKeyword))
	s.mux.Handle("GET /api/movie/search_stream", user(s.searchStream))
	s.mux.Handle("GET /api/movie/get_search_keyword_cache", user(s.searchHistory))
	s.mux.Handle("GET /api/download/paths", user(s.downloadPaths))
	s.mux.Handle("GET /api/download/path_kinds", user(s.downloadPathKinds))
	s.mux.Handle("GET /api/download/torrent", user(s.downloadTorrent))
}

// searchKeyword answers {code, message, data, error}: the UI checks the
// top-level error field, not code (api-contract §5.8).
func (s *Server) searchKeyword(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	a, err := s.sites.Search(r.Context(), u.ID, searchInput(r))
	if err != nil {
		var biz ptsites.Invalid
		var setup settings.NeedsSetup
		switch {
		case asInvalid(err, &biz):
			return failedSearch(Envelope{Code: codeFail, Message: biz.Message}), nil
		case errors.As(err, &setup):
			return failedSearch(s.setupFailure(r, setup)), nil
		}
		return nil, err
	}
	// The answer may be cached and shared: each user's categories apply here.
	if a.Torrents, err = keepPermitted(s, r, a.Torrents, func(t ptsites.Torrent) string { return t.CateLevel1 }); err != nil {
		return nil, err
	}
	return a, nil
}

func asInvalid(err error, out *ptsites.Invalid) bool {
	v, ok := err.(ptsites.Invalid)
	if ok {
		*out = v
	}
	return ok
}

// failedSearch is the failure answer of search_keyword: the envelope
// (with its reason, if any) and the message also under "error".
func failedSearch(env Envelope) Raw {
	return func(w http.ResponseWriter, _ *http.Request) {
		body, _ := json.Marshal(struct {
			Envelope
			Error string `json:"error"`
		}{env, env.Message})
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Write(body)
	}
}

func csv(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func (s *Server) searchHistory(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	return s.sites.History(r.Context(), u.ID)
}

// downloadPaths answers the media paths' download_path values, each once.
func (s *Server) downloadPaths(w http.ResponseWriter, r *http.Request) (any, error) {
	return s.configuredDownloadPaths(r.Context())
}

// pathKinds is one download path with the media kinds (movie, tv, xx,
// other) of the media paths that download into it, so the save-path picker
// can say which folder is 电影 and which 剧集.
type pathKinds struct {
	Path  string   `json:"path"`
	Types []string `json:"types"`
}

// downloadPathKinds: GET /api/download/path_kinds (an addition; download/paths
// keeps its [str] shape), in the order of download/paths.
func (s *Server) downloadPathKinds(w http.ResponseWriter, r *http.Request) (any, error) {
	paths, err := settings.MediaPathSection.Load(r.Context(), s.store)
	if err != nil {
		return nil, err
	}
	out := []pathKinds{}
	index := map[string]int{}
	for _, p := range paths {
		if p.DownloadPath == "" {
			continue
		}
		i, seen := index[p.DownloadPath]
		if !seen {
			i = len(out)
			index[p.DownloadPath] = i
			out = append(out, pathKinds{Path: p.DownloadPath, Types: []string{}})
		}
		if p.Type != "" && !contains(out[i].Types, p.Type) {
			out[i].Types = append(out[i].Types, p.Type)
		}
	}
	return out, nil
}

func (s *Server) configuredDownloadPaths(ctx context.Context) ([]string, error) {
	paths, err := settings.MediaPathSection.Load(ctx, s.store)
	if err != nil {
		return nil, err
	}
	out := []string{}
	for _, p := range paths {
		if p.DownloadPath != "" && !contains(out, p.DownloadPath) {
			out = append(out, p.DownloadPath)
		}
	}
	return out, nil
}

// checkSavePath lets a client-chosen save path through only when it is one
// of download/paths — for admins too: an admin adds a new folder in the
// media-path settings first. Without it anyone signed in could make the
// download client write anywhere it can (/root/.ssh …).
func (s *Server) checkSavePath(ctx context.Context, raw string) (string, error) {
	p := strings.TrimSpace(raw)
	if p == "" {
		return "", Error{"请选择保存路径（save_path）"}
	}
	allowed, err := s.configuredDownloadPaths(ctx)
	if err != nil {
		return "", err
	}
	if filepath.IsAbs(p) {
		for _, a := range allowed {
			if filepath.Clean(a) == filepath.Clean(p) {
				return a, nil
			}
		}
	}
	return "", Error{"保存路径（save_path）必须是媒体路径设置中的下载路径之一：" + p}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

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
