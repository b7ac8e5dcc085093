package mediaserver

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

// embyShow is a series as a real Emby server lists it, beyond the
// stand-in's one tidy season: episodes out of order across two seasons,
// specials (season 0), an extra without a number, an episode whose file has
// no media source yet, a missed episode that aired, a double-episode
// premiere today, one announced for later and one with no date (TBA).
const embyShow = `{"Items":[
 {"Name":"S2E5","Id":"25","Type":"Episode","ParentIndexNumber":2,"IndexNumber":5,"LocationType":"Virtual","PremiereDate":"2024-03-01T00:00:00.0000000Z"},
 {"Name":"S2E1","Id":"21","Type":"Episode","ParentIndexNumber":2,"IndexNumber":1,"LocationType":"FileSystem","PremiereDate":"2023-12-25T00:00:00.0000000Z",
  "MediaSources":[{"Container":"mkv","MediaStreams":[{"Type":"Video","Codec":"hevc","Width":3840,"Height":2160}]}]},
 {"Name":"S2E2","Id":"22","Type":"Episode","ParentIndexNumber":2,"IndexNumber":2,"LocationType":"Virtual","PremiereDate":"2024-01-01T00:00:00.0000000Z"},
 {"Name":"S2E3","Id":"23","Type":"Episode","ParentIndexNumber":2,"IndexNumber":3,"LocationType":"Virtual","PremiereDate":"2024-01-01T00:00:00.0000000Z"},
 {"Name":"S2E4","Id":"24","Type":"Episode","ParentIndexNumber":2,"IndexNumber":4,"LocationType":"Virtual"},
 {"Name":"Special","Id":"1","Type":"Episode","ParentIndexNumber":0,"IndexNumber":1,"LocationType":"FileSystem",
  "MediaSources":[{"Container":"mp4","MediaStreams":[{"Type":"Video","Codec":"h264","Width":640,"Height":360}]}]},
 {"Name":"Extra","Id":"2","Type":"Episode","ParentIndexNumber":1,"LocationType":"FileSystem"},
 {"Name":"S1E3","Id":"13","Type":"Episode","ParentIndexNumber":1,"IndexNumber":3,"LocationType":"Virtual","PremiereDate":"2023-06-03T00:00:00.0000000Z"},
 {"Name":"S1E1","Id":"11","Type":"Episode","ParentIndexNumber":1,"IndexNumber":1,"LocationType":"FileSystem"},
 {"Name":"S1E2","Id":"12","Type":"Episode","ParentIndexNumber":1,"IndexNumber":2,"LocationType":"FileSystem",
  "MediaSources":[{"Container":"mkv","MediaStreams":[{"Type":"Video","Codec":"h264","Width":1920,"Height":1080}]}]},
 {"Name":"S1E4","Id":"14","Type":"Episode","ParentIndexNumber":1,"IndexNumber":4,"LocationType":"FileSystem",
  "MediaSources":[{"Container":"mkv","MediaStreams":[{"Type":"Video","Codec":"hevc","Width":3840,"Height":2160}]}]}
],"TotalRecordCount":11}`

func TestEmbySeriesAsARealServerListsIt(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/Items":
			w.Write([]byte(`{"Items":[{"Name":"剧","Id":"9","ServerId":"s","Type":"Series","ProviderIds":{"tmdb":"95396"},"ImageTags":{}},
				{"Name":"剧2","Id":"8","Type":"Series","ImageTags":{}}]}`))
		case "/Shows/8/Episodes": // announced, no episode listed yet
			w.Write([]byte(`{"Items":[],"TotalRecordCount":0}`))
		case "/Shows/9/Episodes":
			w.Write([]byte(embyShow))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	items, err := searcher().Search(bg, []settings.MediaServerEntry{entry("emby", "e", srv.URL, "k")}, "剧")
	if err != nil || len(items) != 2 || len(items[1].SubItems) != 0 || items[1].NextEpisodeToAir != nil {
		t.Fatalf("%+v %v", items, err)
	}
	tv := items[0]
	if tv.TmdbID != 95396 || tv.PosterURL != "" || tv.BackdropURL != "" {
		t.Errorf("ids and art (a plugin's lower-case tmdb, no images) %+v", tv)
	}
	// today's first episode is next, before its twin of the same day and
	// the later one listed first; the TBA and the aired ones are not
	if tv.NextEpisodeToAir == nil || *tv.NextEpisodeToAir != (NextEpisode{2, "2024-01-01"}) {
		t.Errorf("next %+v", tv.NextEpisodeToAir)
	}
	var got []string
	for _, s := range tv.SubItems {
		got = append(got, jsonOf(s.Index)+":"+s.VideoResolution)
		for _, ep := range s.SubItems {
			got = append(got, jsonOf(ep.Index)+"="+jsonOf(ep.Status))
		}
	}
	// no specials, no unnumbered extra; each season's video is its first
	// episode with a media source; the series shows its first season's
	want := `["1:1080p","1=1","2=1","3=0","4=1","2:2160p","1=1","2=0","3=0","4=0","5=0"]`
	if jsonOf(got) != want || tv.VideoResolution != "1080p" {
		t.Errorf("seasons\n got %s (%s)\nwant %s", jsonOf(got), tv.VideoResolution, want)
	}
}
