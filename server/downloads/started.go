package downloads

import (
	"strconv"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/notify"
)

// Started is what 开始下载 says of a torrent the client took, by whichever
// path it was sent (a manual send, a subscription, a custom subscription).
type Started struct {
	UID            int64
	Title          string
	Year           int // 0 unknown
	Site, SiteName string
	Name           string // the torrent's
	Size           int64  // bytes; 0 unknown (a magnet)
	Nickname       string
	RecordID       int64
}

// StartedEvent is the one Sent event with its 开始下载 push; the caller sets
// the Link (and its own refs) where the owner should look.
func StartedEvent(s Started) events.Event {
	year, size := "", "未知"
	if s.Year != 0 {
		year = strconv.Itoa(s.Year)
	}
	if s.Size > 0 {
		size = SizeText(s.Size)
	}
	return events.Event{Kind: events.Sent, UID: s.UID, Title: s.Title, Reason: s.SiteName + " · " + s.Name,
		Refs: events.Refs{RecordID: s.RecordID, SiteID: s.Site},
		Push: &events.Push{Type: notify.DownloadStart, Vars: map[string]string{"title": s.Title, "year": year,
			"site_name": s.SiteName, "torrent_name": s.Name, "size": size, "nickname": s.Nickname}}}
}
