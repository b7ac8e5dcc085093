package mediaserver

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// Searcher searches the configured media servers.
type Searcher struct {
	// Transport reaches the servers; nil: direct (no proxy variables).
	Transport http.RoundTripper
	// Now is the clock for "not aired yet"; nil: time.Now.
	Now func() time.Time
	// Guide lists TMDB's episodes for the missing ones; nil: the servers'
	// own flags (see Guide).
	Guide Guide
}

func (s Searcher) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// Search asks every server for keyword at once and answers the hits in
// the order of the settings list. A server that fails is left out; only
// when every server fails is that an error, naming each reason.
func (s Searcher) Search(ctx context.Context, servers []settings.MediaServerEntry, keyword string) ([]Item, error) {
	keyword = strings.TrimSpace(keyword)
	if keyword == "" {
		return nil, &Error{Message: "请输入搜索关键字"}
	}
	results := make([][]Item, len(servers))
	errs := make([]error, len(servers))
	var wg sync.WaitGroup
	for i, e := range servers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = s.searchOne(ctx, e, keyword)
		}()
	}
	wg.Wait()
	out := []Item{}
	var reasons []string
	for i := range servers {
		if errs[i] != nil {
			reasons = append(reasons, message(errs[i]))
			continue
		}
		out = append(out, results[i]...)
	}
	if len(servers) > 0 && len(reasons) == len(servers) {
		return nil, &Error{Message: "媒体服务器搜索失败：" + strings.Join(reasons, "；")}
	}
	return out, nil
}

func (s Searcher) searchOne(ctx context.Context, e settings.MediaServerEntry, keyword string) ([]Item, error) {
	c, err := newConn(e, s.Transport)
	if err != nil {
		return nil, err
	}
	var items []Item
	if e.Type == "plex" {
		items, err = plexAPI{c}.search(ctx, keyword)
	} else {
		items, err = embyAPI{c, e.Type == "jellyfin"}.search(ctx, keyword, s.now())
	}
	if err != nil || s.Guide == nil {
		return items, err
	}
	eachLimited(len(items), func(i int) error {
		applyGuide(ctx, s.Guide, &items[i], s.now())
		return nil
	})
	return items, nil
}

// Streams answers what one film or episode file holds. id is an id from a
// search answer ("<server name>:<item id>"); a bare item id means the
// master server.
func (s Searcher) Streams(ctx context.Context, servers []settings.MediaServerEntry, id string) (Streams, error) {
	name, itemID, ok := cutLast(id, ":")
	var entry settings.MediaServerEntry
	found := false
	for _, e := range servers {
		if (ok && e.Name == name) || (!ok && e.MasterServer) {
			entry, found = e, true
		}
	}
	if !ok {
		itemID = id
	}
	if !found || itemID == "" {
		return Streams{}, &Error{Message: "找不到该影片所在的媒体服务器"}
	}
	c, err := newConn(entry, s.Transport)
	if err != nil {
		return Streams{}, err
	}
	if entry.Type == "plex" {
		return plexAPI{c}.itemStreams(ctx, itemID)
	}
	return embyAPI{c, entry.Type == "jellyfin"}.itemStreams(ctx, itemID)
}

func cutLast(s, sep string) (before, after string, ok bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

func message(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return err.Error()
}
