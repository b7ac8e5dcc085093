package mediaserver

import (
	"context"
	"net/url"
	"strconv"
	"strings"
)

// plexMeta is the part of a Plex Metadata entry this package reads.
type plexMeta struct {
	RatingKey, Type, Title, OriginalTitle, Thumb, Art string
	Year, Index                                       int
	Guid                                              []struct {
		ID string `json:"id"`
	}
	Media []struct {
		VideoResolution, VideoCodec, Container string
		Width, Height                          int
		Part                                   []struct {
			Stream []struct {
				StreamType                                int
				Codec, DisplayTitle, ExtendedDisplayTitle string
			}
		}
	}
}

type plexContainer struct {
	MediaContainer struct {
		MachineIdentifier string
		TotalSize         int // of a paged listing
		Directory         []struct{ Key, Type string }
		Metadata          []plexMeta
		Hub               []struct {
			Type     string
			Metadata []plexMeta
		}
	}
}

// plexAPI speaks to a Plex Media Server. Plex lists only the episodes it
// has files for, so its seasons show no missing episodes (that needs
// TMDB's episode list) and no next episode.
type plexAPI struct{ *conn }

func (p plexAPI) search(ctx context.Context, keyword string) ([]Item, error) {
	var id, found plexContainer
	if err := p.get(ctx, "/identity", url.Values{}, &id); err != nil {
		return nil, err
	}
	if err := p.get(ctx, "/hubs/search", url.Values{"query": {keyword}, "limit": {"20"}}, &found); err != nil {
		return nil, err
	}
	var keys []string
	for _, hub := range found.MediaContainer.Hub {
		if hub.Type == "movie" || hub.Type == "show" {
			for _, m := range hub.Metadata {
				keys = append(keys, m.RatingKey)
			}
		}
	}
	out := make([]Item, len(keys))
	err := eachLimited(len(keys), func(i int) (err error) {
		out[i], err = p.item(ctx, keys[i], id.MediaContainer.MachineIdentifier)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// detail is /library/metadata/{id} with the Guid list (the TMDB id) and
// the streams of each part.
func (p plexAPI) detail(ctx context.Context, ratingKey string) (plexMeta, error) {
	var c plexContainer
	if err := p.get(ctx, "/library/metadata/"+ratingKey, url.Values{"includeGuids": {"1"}}, &c); err != nil {
		return plexMeta{}, err
	}
	if len(c.MediaContainer.Metadata) == 0 {
		return plexMeta{}, &Error{Message: display(p.entry) + "：找不到该影片或剧集"}
	}
	return c.MediaContainer.Metadata[0], nil
}

func (p plexAPI) children(ctx context.Context, ratingKey string) ([]plexMeta, error) {
	var c plexContainer
	err := p.get(ctx, "/library/metadata/"+ratingKey+"/children", url.Values{}, &c)
	return c.MediaContainer.Metadata, err
}

func (p plexAPI) item(ctx context.Context, ratingKey, machine string) (Item, error) {
	m, err := p.detail(ctx, ratingKey)
	if err != nil {
		return Item{}, err
	}
	item := p.base(m, machine)
	if m.Type != "show" {
		return item, nil
	}
	seasons, err := p.children(ctx, m.RatingKey)
	if err != nil {
		return Item{}, err
	}
	for _, s := range seasons {
		if s.Type != "season" || s.Index <= 0 {
			continue
		}
		season, err := p.season(ctx, s)
		if err != nil {
			return Item{}, err
		}
		item.SubItems = append(item.SubItems, season)
	}
	if len(item.SubItems) > 0 {
		item.Streams = item.SubItems[0].Streams
	}
	return item, nil
}

// base is what a Metadata entry of a film or show says of itself.
func (p plexAPI) base(m plexMeta, machine string) Item {
	item := Item{ID: p.id(m.RatingKey), Type: "Movie", Name: m.Title, Year: m.Year, ServerName: p.entry.Name,
		ServerType: "plex", Streams: plexStreams(m), Original: m.OriginalTitle,
		URL: p.webBase() + "/web/index.html#!/server/" + machine + "/details?key=" + url.QueryEscape("/library/metadata/"+m.RatingKey)}
	for _, g := range m.Guid {
		if v, ok := strings.CutPrefix(g.ID, "tmdb://"); ok {
			item.TmdbID, _ = strconv.Atoi(v)
		}
	}
	item.PosterURL, item.BackdropURL = p.artURL(m.Thumb), p.artURL(m.Art)
	if m.Type == "show" {
		item.Type = "TV"
	}
	return item
}

func (p plexAPI) season(ctx context.Context, s plexMeta) (Season, error) {
	season := Season{Index: s.Index, PosterURL: p.artURL(s.Thumb), Streams: emptyStreams(), SubItems: []Episode{}}
	eps, err := p.children(ctx, s.RatingKey)
	if err != nil {
		return Season{}, err
	}
	for _, ep := range eps {
		season.SubItems = append(season.SubItems, Episode{ID: p.id(ep.RatingKey), Index: ep.Index, Name: ep.Title, Status: Present})
	}
	if len(eps) > 0 {
		// Listings carry no streams: read them from the first episode.
		first, err := p.detail(ctx, eps[0].RatingKey)
		if err != nil {
			return Season{}, err
		}
		season.Streams = plexStreams(first)
	}
	return season, nil
}

func plexStreams(m plexMeta) Streams {
	s := emptyStreams()
	if len(m.Media) == 0 {
		return s
	}
	media := m.Media[0]
	s.VideoCodec = codecLabel(media.VideoCodec)
	s.VideoResolution = plexResolution(media.VideoResolution, media.Width, media.Height)
	s.VideoContainer = containerLabel(media.Container)
	for _, part := range media.Part {
		for _, st := range part.Stream {
			title := st.ExtendedDisplayTitle
			if title == "" {
				title = st.DisplayTitle
			}
			switch st.StreamType {
			case 2:
				s.AudioStreams = append(s.AudioStreams, Stream{title})
			case 3:
				s.SubtitleStreams = append(s.SubtitleStreams, Stream{title})
			}
		}
	}
	return s
}

func (p plexAPI) itemStreams(ctx context.Context, id string) (Streams, error) {
	m, err := p.detail(ctx, id)
	if err != nil {
		return Streams{}, err
	}
	return plexStreams(m), nil
}
