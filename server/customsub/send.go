package customsub

import (
	"context"
	"strings"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/store"
)

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
		s.sendFailed(ctx, r, t, "找不到下载地址："+err.Error())
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
	// Held already (filed, or on its way by any path): no record, no fetch.
	if v, err := s.dl.Holdings(ctx, s.want(r.ID, t.Name, t.Subject, nil), ""); err != nil {
		return 0, err
	} else if v.Skip {
		store.Note(ctx, s.db, "a record of a torrent already held", `DELETE FROM custom_sub_record WHERE id = ?`, id)
		log.add("跳过 [%s] %s：%s", t.SiteName, t.Name, v.Reason)
		return takeSkipped, nil
	}
	rec := Record{ID: id, SubID: r.ID, Site: t.SiteID, SiteName: t.SiteName, Name: t.Name, Subject: t.Subject, DetailsURL: t.DetailsURL,
		DownloadURL: found.DownloadURL}
	msg, ok := s.send(ctx, r, rec, save)
	if !ok {
		log.add("提交下载失败 [%s] %s：%s", t.SiteName, t.Name, msg)
		s.sendFailed(ctx, r, t, msg)
		return takeFailed, nil
	}
	log.add("已提交下载 [%s] %s（%s）", t.SiteName, t.Name, save)
	if _, replaced, ok := strings.Cut(msg, "；"); ok {
		log.add("%s", replaced)
	}
	return takeSent, nil
}

// send checks a download client exists, fetches the .torrent and submits it; the record gets the outcome.
func (s *Service) send(ctx context.Context, r row, rec Record, save string) (string, bool) {
	fail := func(msg string) (string, bool) {
		store.Note(ctx, s.db, "a record's failed send", `UPDATE custom_sub_record SET status = 'SubmitDownloadFailed', message = ? WHERE id = ?`, msg, rec.ID)
		return msg, false
	}
	// No .torrent is fetched (a request of the site's budget) for a send
	// no client could take.
	if _, err := s.dl.ClientFor(ctx, rec.Site); err != nil {
		return fail(err.Error())
	}
	data, err := s.sites.TorrentAt(ctx, rec.Site, rec.DownloadURL)
	if err != nil {
		return fail(err.Error())
	}
	// The same torrent (any user's record, or in the client) is not sent twice.
	tor, err := bencode.ParseTorrent(data)
	if downloads.IsMagnet(data) { // a magnet-only result: its link's hash
		tor, err = downloads.ParseMagnet(string(data))
	}
	if err != nil {
		return fail("站点返回的种子文件无效")
	}
	v, err := s.dl.Holdings(ctx, s.want(r.ID, rec.Name, rec.Subject, tor.Hashes()), rec.Site)
	if err != nil {
		return fail(err.Error())
	} else if v.Skip {
		return fail(v.Reason)
	}
	sub, err := s.dl.Submit(ctx, downloads.Request{Site: rec.Site, UserID: r.uid, Name: rec.Name, Subject: rec.Subject,
		DetailsURL: rec.DetailsURL, SavePath: save, Torrent: data, BetterVersion: r.AutoDelete, SubID: r.ID, SubType: downloads.SubTypeCustom})
	if err != nil {
		return fail(err.Error())
	}
	store.Note(ctx, s.db, "a record's confirmed send", `UPDATE custom_sub_record SET status = 'SubmitDownloadSucceeded', message = '', download_record_id = ?
		WHERE id = ?`, sub.RecordID, rec.ID)
	s.announce(ctx, r, rec, sub.RecordID, data)
	msg := "已提交到下载器" + sub.Client
	if len(v.Replace) > 0 {
		if err := s.dl.Retire(ctx, v.Replace); err != nil {
			msg += "；删除被整季包代替的单集失败：" + err.Error()
		} else {
			msg += "；" + v.Reason + "：已从下载器删除"
		}
	}
	return msg, true
}

// announce tells the owner of a torrent sent: 开始下载, a message and the
// push (the bus sends it once; a slow channel does not hold up the run).
func (s *Service) announce(ctx context.Context, r row, rec Record, recordID int64, torrent []byte) {
	if s.events == nil {
		return
	}
	info := s.namesFor(r.ID).Read(rec.Name, rec.Subject).Info
	var size int64
	if t, err := bencode.ParseTorrent(torrent); err == nil {
		size = t.Size
	}
	ev := downloads.StartedEvent(downloads.Started{UID: r.uid, Title: info.Title, Year: info.Year, Site: rec.Site,
		SiteName: rec.SiteName, Name: rec.Name, Size: size, Nickname: s.store.Nickname(ctx, r.uid), RecordID: recordID})
	ev.Link = "/download/record"
	s.events.Publish(ctx, ev)
}

// sendFailed tells the owner a torrent the run chose was not sent, and
// why; the record keeps it for 重新下载 on the subscriptions screen.
func (s *Service) sendFailed(ctx context.Context, r row, t ptsites.Torrent, why string) {
	if s.events == nil {
		return
	}
	s.events.Publish(ctx, events.Event{Kind: events.SendFailed, UID: r.uid, Title: "自定义订阅「" + r.Name + "」",
		Reason: "[" + t.SiteName + "] " + t.Name + "：" + why, Link: "/subscribe/custom-index", Refs: events.Refs{SiteID: t.SiteID}})
}

// want is what the holdings check asks of a release: its title, season
// and episodes under the rules, and the TMDB id a rule pins.
func (s *Service) want(id int64, name, subject string, hashes []string) downloads.Want {
	r := s.namesFor(id).Read(name, subject)
	return downloads.WantOf(r.Info, r.TMDBID, 0, hashes)
}

// namesFor reads names for custom subscription id: the global 自定义识别词
// plus its own.
func (s *Service) namesFor(id int64) *release.Parser {
	return s.names.For(release.Scope{Kind: release.ScopeCustomSub, ID: id})
}
