package mediaserver

import (
	"context"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"
)

// embyItem is the part of a BaseItemDto this package reads; Emby and
// Jellyfin send the same shape.
type embyItem struct {
	Name, OriginalTitle, Id, ServerId, Type, SeasonId, SeriesId, LocationType, PremiereDate string
	ProductionYear                                                                          int
	ParentIndexNumber, IndexNumber                                                          int
	ProviderIds                                                                             map[string]string
	ImageTags                                                                               map[string]string
	BackdropImageTags                                                                       []string
	MediaSources                                                                            []struct {
		Container    string
		MediaStreams []struct {
			Type, Codec, DisplayTitle string
			Width, Height             int
		}
	}
}

type embyItems struct{ Items []embyItem }

// embyAPI speaks to Emby or Jellyfin. Jellyfin's documented query names
// are camelCase (searchTerm), Emby's PascalCase (SearchTerm); both servers
// read either, and the stand-ins check each product's own.
type embyAPI struct {
	*conn
	jellyfin bool
}

func (e embyAPI) q(name string) string {
	if e.jellyfin {
		return strings.ToLower(name[:1]) + name[1:]
	}
	return name
}

func (e embyAPI) search(ctx context.Context, keyword string, now time.Time) ([]Item, error) {
	var found embyItems
	err := e.get(ctx, "/Items", url.Values{e.q("SearchTerm"): {keyword}, e.q("IncludeItemTypes"): {"Movie,Series"},
		e.q("Recursive"): {"true"}, e.q("Fields"): {"ProviderIds,MediaSources"}, e.q("Limit"): {"20"}}, &found)
	if err != nil {
		return nil, err
	}
	out := make([]Item, len(found.Items))
	err = eachLimited(len(found.Items), func(i int) error {
		it := found.Items[i]
		out[i] = e.item(it)
		if it.Type == "Series" {
			return e.addSeasons(ctx, &out[i], it, now)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (e embyAPI) item(it embyItem) Item {
	item := Item{ID: e.id(it.Id), Type: "Movie", Name: it.Name, Year: it.ProductionYear, ServerName: e.entry.Name,
		ServerType: e.entry.Type, Streams: e.streams(it), Original: it.OriginalTitle}
	if it.Type == "Series" {
		item.Type = "TV"
	}
	for k, v := range it.ProviderIds {
		if strings.EqualFold(k, "Tmdb") { // "Tmdb" on both, but plugins vary the case
			item.TmdbID, _ = strconv.Atoi(v)
		}
	}
	if e.jellyfin {
		item.URL = e.webBase() + "/web/#/details?id=" + url.QueryEscape(it.Id) + "&serverId=" + url.QueryEscape(it.ServerId)
	} else {
		item.URL = e.webBase() + "/web/index.html#!/item?id=" + url.QueryEscape(it.Id) + "&serverId=" + url.QueryEscape(it.ServerId)
	}
	if tag := it.ImageTags["Primary"]; tag != "" {
		item.PosterURL = e.imageURL("/Items/"+it.Id+"/Images/Primary", url.Values{"maxHeight": {"600"}, "tag": {tag}})
	}
	if len(it.BackdropImageTags) > 0 {
		item.BackdropURL = e.imageURL("/Items/"+it.Id+"/Images/Backdrop/0", url.Values{"maxWidth": {"1280"}, "tag": {it.BackdropImageTags[0]}})
	}
	return item
}

// streams reads the first media source (the version the server plays).
func (e embyAPI) streams(it embyItem) Streams {
	s := emptyStreams()
	if len(it.MediaSources) == 0 {
		return s
	}
	src := it.MediaSources[0]
	s.VideoContainer = containerLabel(src.Container)
	for _, m := range src.MediaStreams {
		switch m.Type {
		case "Video":
			if s.VideoCodec == "" {
				s.VideoCodec, s.VideoResolution = codecLabel(m.Codec), resolutionLabel(m.Width, m.Height)
			}
		case "Audio":
			s.AudioStreams = append(s.AudioStreams, Stream{m.DisplayTitle})
		case "Subtitle":
			s.SubtitleStreams = append(s.SubtitleStreams, Stream{m.DisplayTitle})
		}
	}
	return s
}

// addSeasons lists the series' episodes. Emby and Jellyfin keep episodes
// their metadata announces but no file backs as "Virtual" items: those
// are the missing ones, and the first not aired yet is the next to air.
func (e embyAPI) addSeasons(ctx context.Context, item *Item, series embyItem, now time.Time) error {
	var eps embyItems
	if err := e.get(ctx, "/Shows/"+series.Id+"/Episodes", url.Values{e.q("Fields"): {"MediaSources"}}, &eps); err != nil {
		return err
	}
	seasons := map[int]*Season{}
	today := now.Format(time.DateOnly)
	for _, ep := range eps.Items {
		if ep.ParentIndexNumber <= 0 || ep.IndexNumber <= 0 {
			continue // specials and unnumbered extras
		}
		s := seasons[ep.ParentIndexNumber]
		if s == nil {
			s = &Season{Index: ep.ParentIndexNumber, PosterURL: item.PosterURL, Streams: emptyStreams(), SubItems: []Episode{}}
			seasons[ep.ParentIndexNumber] = s
		}
		status := Present
		if ep.LocationType == "Virtual" {
			status = Missing
			if air := dateOnly(ep.PremiereDate); air >= today && (item.NextEpisodeToAir == nil || air < item.NextEpisodeToAir.AirDate) {
				item.NextEpisodeToAir = &NextEpisode{EpisodeIndex: ep.IndexNumber, AirDate: air}
			}
		} else if s.VideoCodec == "" && len(ep.MediaSources) > 0 {
			s.Streams = e.streams(ep)
		}
		s.SubItems = append(s.SubItems, Episode{ID: e.id(ep.Id), Index: ep.IndexNumber, Name: ep.Name, Status: status})
	}
	item.SubItems = sortedSeasons(seasons)
	if len(item.SubItems) > 0 {
		item.Streams = item.SubItems[0].Streams
	}
	return nil
}

func sortedSeasons(m map[int]*Season) []Season {
	out := make([]Season, 0, len(m))
	for _, s := range m {
		sort.Slice(s.SubItems, func(i, j int) bool { return s.SubItems[i].Index < s.SubItems[j].Index })
		out = append(out, *s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Index < out[j].Index })
	return out
}

func dateOnly(s string) string {
	if len(s) >= 10 {
		return s[:10]
	}
	return ""
}

// itemStreams answers get_media_streams for an Emby or Jellyfin item.
func (e embyAPI) itemStreams(ctx context.Context, id string) (Streams, error) {
	var found embyItems
	if err := e.get(ctx, "/Items", url.Values{e.q("Ids"): {id}, e.q("Fields"): {"MediaSources"}}, &found); err != nil {
		return Streams{}, err
	}
	if len(found.Items) == 0 {
		return Streams{}, &Error{Message: display(e.entry) + "：找不到该影片或剧集"}
	}
	return e.streams(found.Items[0]), nil
}
