package standin

import (
	"encoding/json"
	"io"
	"net/http"
	"testing"
)

// get asks a stand-in for url with header, answering the status and body.
func get(t *testing.T, url string, header map[string]string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func status(t *testing.T, url string, header map[string]string) int {
	t.Helper()
	code, _ := get(t, url, header)
	return code
}

// The media stand-ins refuse what the real services refuse.
func TestMediaStandinsCheckTheRequest(t *testing.T) {
	tmdb := Must(t, "tmdb", map[string]string{"key": "k"})
	if s := status(t, tmdb.URL+"/3/movie/278?api_key=bad&language=zh-CN", nil); s != 401 {
		t.Fatalf("wrong key: %d", s)
	}
	if s := status(t, tmdb.URL+"/3/movie/278?api_key=k", nil); s != 400 {
		t.Fatalf("no language: %d", s)
	}
	if s := status(t, tmdb.URL+"/3/movie/278?language=zh-CN", map[string]string{"Authorization": "Bearer k"}); s != 200 {
		t.Fatalf("bearer: %d", s)
	}
	douban := Must(t, "douban", nil)
	items := douban.URL + "/rexxar/api/v2/subject_collection/movie_top250/items?start=0&count=10"
	if s := status(t, items, nil); s != 400 {
		t.Fatalf("no referer: %d", s)
	}
	if s := status(t, items, map[string]string{"Referer": "https://m.douban.com/subject_collection/movie_top250"}); s != 200 {
		t.Fatalf("referer: %d", s)
	}
	if s := status(t, douban.URL+"/api/v2/movie/1292052?apiKey=0dad551ec0f84ed02907ff5c42e8ec70&_ts=20261124&_sig=bad", nil); s != 400 {
		t.Fatalf("bad signature: %d", s)
	}
	if s := status(t, douban.URL+"/view/photo/s_ratio_poster/public/p1.png", nil); s != 200 {
		t.Fatalf("poster: %d", s)
	}
	throttled := Must(t, "douban", map[string]string{"throttle": "1"})
	if s := status(t, throttled.URL+"/api/v2/movie/1", nil); s != 429 {
		t.Fatalf("throttle: %d", s)
	}
}

func TestFanartStandinShapes(t *testing.T) {
	s := Must(t, "fanart", nil)
	get := func(path string) (int, map[string]any) {
		res, err := http.Get(s.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var v map[string]any
		json.NewDecoder(res.Body).Decode(&v)
		return res.StatusCode, v
	}
	if st, _ := get("/v3/movies/27205?api_key=wrong"); st != 401 {
		t.Errorf("wrong key: %d", st)
	}
	if st, v := get("/v3/movies/1?api_key=fanart-test-key"); st != 404 || v["status"] != "error" {
		t.Errorf("unknown id: %d %v", st, v)
	}
	st, v := get("/v3/tv/71396?api_key=fanart-test-key")
	seasons, _ := v["seasonposter"].([]any)
	if st != 200 || len(seasons) != 15 || seasons[0].(map[string]any)["season"] != "1" || seasons[0].(map[string]any)["likes"] != "9" {
		t.Errorf("show: %d %v", st, v)
	}
}

func TestTMDBImagesFilteredByLanguage(t *testing.T) {
	s := Must(t, "tmdb", nil)
	res, err := http.Get(s.URL + "/3/movie/27205/images?api_key=tmdb-test-key&language=zh-CN&include_image_language=zh,null")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var v struct {
		Posters []struct {
			Lang *string `json:"iso_639_1"`
			Path string  `json:"file_path"`
		} `json:"posters"`
	}
	json.NewDecoder(res.Body).Decode(&v)
	if len(v.Posters) != 3 || *v.Posters[0].Lang != "zh" || v.Posters[2].Lang != nil || v.Posters[2].Path != "/poster27205_null_1.png" {
		t.Errorf("posters: %+v", v.Posters)
	}
}
