package mediaserver

import (
	"context"
	"strings"
)

// Titled are the films and series whose name or original title holds
// title (as the servers' own search matches a keyword), from each server's
// listing of the pass; a series carries its seasons (read once per series
// per pass) when seasons is set. Custom subscriptions ask this for every
// release a run looks at: one listing per server per run, not a search per
// title. Only when every server fails is that an error.
func (sn *Snapshot) Titled(ctx context.Context, title string, seasons bool) ([]Item, error) {
	title = strings.ToLower(strings.TrimSpace(title))
	if title == "" {
		return nil, nil
	}
	var out []Item
	var failed []error
	for _, srv := range sn.servers {
		found, err := srv.titled(ctx, title, seasons)
		if err != nil {
			failed = append(failed, err)
			continue
		}
		out = append(out, found...)
	}
	return out, sn.allFailed(failed)
}

func (srv *snapServer) titled(ctx context.Context, title string, seasons bool) ([]Item, error) {
	items, err := srv.titles(ctx)
	if err != nil {
		return nil, err
	}
	var out []Item
	for _, it := range items {
		if !strings.Contains(strings.ToLower(it.Name), title) && !strings.Contains(strings.ToLower(it.Original), title) {
			continue
		}
		if seasons && it.Type == "TV" {
			if it.SubItems, err = srv.seasonsOf(ctx, it.ID); err != nil {
				return nil, err
			}
		}
		out = append(out, it)
	}
	return out, nil
}
