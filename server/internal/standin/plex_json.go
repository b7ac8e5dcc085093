package standin

import "strconv"

// plexItem is one Metadata entry: a movie or show, or (ep set) an episode.
// detail adds what only /library/metadata/{id} carries: the streams of
// each part; guids the Guid list (?includeGuids=1).
func plexItem(it libItem, ep *libEpisode, detail, guids bool) map[string]any {
	m := map[string]any{"ratingKey": it.ID, "key": "/library/metadata/" + it.ID, "type": "movie", "title": it.Name,
		"originalTitle": it.Original, "year": it.Year, "librarySectionID": 1,
		"thumb": "/library/metadata/" + it.ID + "/thumb/1703600000", "art": "/library/metadata/" + it.ID + "/art/1703600000"}
	if it.Type == "Series" {
		m["type"], m["key"], m["librarySectionID"] = "show", "/library/metadata/"+it.ID+"/children", 2
		m["childCount"], m["leafCount"] = 1, 3
	}
	if guids && ep == nil {
		g := []any{map[string]string{"id": "tmdb://" + it.Tmdb}}
		if it.Imdb != "" {
			g = append([]any{map[string]string{"id": "imdb://" + it.Imdb}}, g...)
		}
		m["Guid"] = g
	}
	if ep != nil {
		m = map[string]any{"ratingKey": ep.ID, "key": "/library/metadata/" + ep.ID, "type": "episode", "title": ep.Name,
			"index": ep.Index, "parentIndex": ep.Season, "parentRatingKey": ep.SeasonID, "grandparentRatingKey": it.ID,
			"grandparentTitle": it.Name, "originallyAvailableAt": ep.Premiere}
	}
	if it.Type == "Movie" {
		m["Media"] = []any{plexMedia(it, detail)}
	} else if ep != nil {
		m["Media"] = []any{plexMedia(ep.file(it), detail)}
	}
	return m
}

func plexMedia(it libItem, detail bool) map[string]any {
	res := strconv.Itoa(it.Height)
	if it.Width >= 3800 {
		res = "4k"
	} else if it.Width >= 1900 {
		res = "1080"
	}
	part := map[string]any{"id": 1, "container": it.Container, "file": "/media/" + it.Original + "." + it.Container}
	if detail {
		streams := []any{map[string]any{"streamType": 1, "codec": it.VideoCodec, "displayTitle": it.VideoTitle}}
		for _, a := range it.Audio {
			streams = append(streams, map[string]any{"streamType": 2, "displayTitle": a, "extendedDisplayTitle": a})
		}
		for _, s := range it.Subtitles {
			streams = append(streams, map[string]any{"streamType": 3, "displayTitle": s, "extendedDisplayTitle": s})
		}
		part["Stream"] = streams
	}
	return map[string]any{"id": 1, "videoResolution": res, "videoCodec": it.VideoCodec, "container": it.Container,
		"width": it.Width, "height": it.Height, "Part": []any{part}}
}
