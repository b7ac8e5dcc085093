package standin

// itemJSON is a BaseItemDto as Emby and Jellyfin send it: a film or a
// series, or (ep set) one of the series' episodes; a missing episode is a
// "Virtual" item without media sources.
func (e *embyStyle) itemJSON(it libItem, ep *libEpisode) map[string]any {
	m := map[string]any{"Name": it.Name, "ServerId": e.serverID, "Id": it.ID, "Type": it.Type,
		"ProductionYear": it.Year, "ImageTags": map[string]string{"Primary": "p" + it.ID},
		"BackdropImageTags": []string{"b" + it.ID}, "LocationType": "FileSystem"}
	if ep == nil {
		m["OriginalTitle"] = it.Original
		m["ProviderIds"] = map[string]string{"Tmdb": it.Tmdb}
		if it.Type == "Movie" {
			m["MediaSources"] = []any{mediaSourceJSON(it)}
		}
		return m
	}
	m["Name"], m["Id"], m["Type"] = ep.Name, ep.ID, "Episode"
	m["SeriesId"], m["SeriesName"], m["SeasonId"] = it.ID, it.Name, ep.SeasonID
	m["ParentIndexNumber"], m["IndexNumber"] = ep.Season, ep.Index
	m["PremiereDate"] = ep.Premiere + "T00:00:00.0000000Z"
	m["ImageTags"] = map[string]string{}
	if ep.Missing {
		m["LocationType"] = "Virtual"
	} else {
		m["MediaSources"] = []any{mediaSourceJSON(ep.file(it))}
	}
	return m
}

func mediaSourceJSON(it libItem) map[string]any {
	streams := []any{map[string]any{"Type": "Video", "Codec": it.VideoCodec, "Width": it.Width, "Height": it.Height,
		"DisplayTitle": it.VideoTitle, "Index": 0}}
	for i, a := range it.Audio {
		streams = append(streams, map[string]any{"Type": "Audio", "DisplayTitle": a, "Index": 1 + i})
	}
	for i, s := range it.Subtitles {
		streams = append(streams, map[string]any{"Type": "Subtitle", "DisplayTitle": s, "Index": 1 + len(it.Audio) + i})
	}
	return map[string]any{"Id": "ms" + it.ID, "Container": it.Container, "MediaStreams": streams}
}
