package mediaserver

import (
	"context"
	"net/url"
	"strconv"
)

// list pages through every film and show section (X-Plex-Container-Start
// and -Size, with the Guid list for the TMDB id), then reads each show's
// episodes (/allLeaves) for the best resolution among its files. Plex's
// listings carry no streams: subtitles stay unknown.
func (p plexAPI) list(ctx context.Context) ([]Item, error) {
	out, err := p.titles(ctx)
	if err != nil {
		return nil, err
	}
	var shows []int // indexes in out
	for i := range out {
		out[i].Subtitled = -1
		if out[i].Type == "TV" {
			out[i].Streams = emptyStreams()
			shows = append(shows, i)
		}
	}
	err = eachLimited(len(shows), func(i int) error {
		show := &out[shows[i]]
		var leaves plexContainer
		_, key, _ := cutLast(show.ID, ":")
		if err := p.get(ctx, "/library/metadata/"+key+"/allLeaves", url.Values{}, &leaves); err != nil {
			return err
		}
		for _, ep := range leaves.MediaContainer.Metadata {
			st := plexStreams(ep)
			addFile(show, st.VideoResolution, st.VideoCodec, -1)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// titles pages through every film and show section: the titles without
// their seasons (List, and a Snapshot's one listing per pass).
func (p plexAPI) titles(ctx context.Context) ([]Item, error) {
	var id, sections plexContainer
	if err := p.get(ctx, "/identity", url.Values{}, &id); err != nil {
		return nil, err
	}
	if err := p.get(ctx, "/library/sections", url.Values{}, &sections); err != nil {
		return nil, err
	}
	var out []Item
	for _, d := range sections.MediaContainer.Directory {
		if d.Type != "movie" && d.Type != "show" {
			continue // music and photos
		}
		err := p.section(ctx, d.Key, func(m plexMeta) { out = append(out, p.base(m, id.MediaContainer.MachineIdentifier)) })
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// section calls each for every film or show of library section key.
func (p plexAPI) section(ctx context.Context, key string, each func(plexMeta)) error {
	for start := 0; ; start += listPage {
		var page plexContainer
		err := p.get(ctx, "/library/sections/"+key+"/all", url.Values{"includeGuids": {"1"},
			"X-Plex-Container-Start": {strconv.Itoa(start)}, "X-Plex-Container-Size": {strconv.Itoa(listPage)}}, &page)
		if err != nil {
			return err
		}
		for _, m := range page.MediaContainer.Metadata {
			if m.Type == "movie" || m.Type == "show" {
				each(m)
			}
		}
		n := len(page.MediaContainer.Metadata)
		if n < listPage || start+n >= page.MediaContainer.TotalSize {
			return nil
		}
	}
}
