package mediaserver

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

// plexShow answers a Plex server's paths for a show as real libraries hold
// one: a person and an episode hub beside the show's, Specials (season 0)
// listed first, a show and a season announced with no episode yet, an episode whose
// audio stream has no extended title (older agents).
var plexShow = map[string]string{
	"/identity": `{"MediaContainer":{"machineIdentifier":"m1"}}`,
	"/hubs/search": `{"MediaContainer":{"Hub":[
		{"type":"person","Metadata":[{"ratingKey":"p1"}]},
		{"type":"show","Metadata":[{"ratingKey":"7","type":"show"},{"ratingKey":"8","type":"show"}]},
		{"type":"episode","Metadata":[{"ratingKey":"711","type":"episode"}]}]}}`,
	"/library/metadata/7": `{"MediaContainer":{"Metadata":[{"ratingKey":"7","type":"show","title":"权力的游戏","year":2011,
		"Guid":[{"id":"imdb://tt0944947"},{"id":"tmdb://1399"},{"id":"tvdb://121361"}]}]}}`,
	"/library/metadata/8":          `{"MediaContainer":{"Metadata":[{"ratingKey":"8","type":"show","title":"新剧"}]}}`,
	"/library/metadata/8/children": `{"MediaContainer":{"size":0}}`,
	"/library/metadata/7/children": `{"MediaContainer":{"Metadata":[
		{"ratingKey":"70","type":"season","index":0,"title":"Specials"},
		{"ratingKey":"71","type":"season","index":1},
		{"ratingKey":"72","type":"season","index":2},
		{"ratingKey":"73","type":"season","index":3}]}}`,
	"/library/metadata/70/children": `{"MediaContainer":{"Metadata":[{"ratingKey":"701","type":"episode","index":1}]}}`,
	"/library/metadata/71/children": `{"MediaContainer":{"Metadata":[{"ratingKey":"711","index":1,"title":"凛冬将至"},{"ratingKey":"712","index":2}]}}`,
	"/library/metadata/72/children": `{"MediaContainer":{"Metadata":[{"ratingKey":"721","index":1}]}}`,
	"/library/metadata/73/children": `{"MediaContainer":{"size":0}}`,
	"/library/metadata/711": `{"MediaContainer":{"Metadata":[{"ratingKey":"711","Media":[{"videoResolution":"1080","videoCodec":"h264","container":"mkv",
		"Part":[{"Stream":[{"streamType":1,"codec":"h264"},{"streamType":2,"displayTitle":"English (AC3 5.1)"},
		{"streamType":3,"displayTitle":"中文","extendedDisplayTitle":"中文 (简体 SRT)"}]}]}]}]}}`,
	"/library/metadata/721": `{"MediaContainer":{"Metadata":[{"ratingKey":"721","Media":[{"videoResolution":"4k","videoCodec":"hevc","container":"mkv"}]}]}}`,
}

func TestPlexShowAsARealServerListsIt(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if body, ok := plexShow[r.URL.Path]; ok {
			w.Write([]byte(body))
			return
		}
		http.NotFound(w, r)
	}))
	defer srv.Close()
	items, err := searcher().Search(bg, []settings.MediaServerEntry{entry("plex", "p", srv.URL, "k")}, "权力")
	if err != nil || len(items) != 2 || len(items[1].SubItems) != 0 || items[1].VideoResolution != "" {
		t.Fatalf("only the show hub's entries, one with no season yet: %+v %v", items, err)
	}
	tv := items[0]
	if tv.Type != "TV" || tv.TmdbID != 1399 || tv.NextEpisodeToAir != nil {
		t.Errorf("show %+v", tv)
	}
	var got []string
	for _, s := range tv.SubItems {
		got = append(got, jsonOf(s.Index)+":"+s.VideoResolution+"/"+jsonOf(len(s.SubItems)))
	}
	// no Specials; the empty season 3 stays, with no streams
	if want := `["1:1080p/2","2:2160p/1","3:/0"]`; jsonOf(got) != want {
		t.Errorf("seasons\n got %s\nwant %s", jsonOf(got), want)
	}
	if tv.VideoResolution != "1080p" || jsonOf(tv.AudioStreams) != `[{"display_title":"English (AC3 5.1)"}]` ||
		jsonOf(tv.SubtitleStreams) != `[{"display_title":"中文 (简体 SRT)"}]` {
		t.Errorf("the show's streams are its first season's first episode's: %+v", tv.Streams)
	}
}
