package api

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/library"
)

// libraryRoutes: the local library organiser of /media/link-index
// (api-contract §2.11) and its additions (link_preview, link_results,
// cancel_link). Admins only: they read and write the machine's folders.
func (s *Server) libraryRoutes() {
	admin := func(h func(r *http.Request) (any, error)) http.Handler {
		return s.handle(s.requireAdmin(func(_ http.ResponseWriter, r *http.Request) (any, error) {
			v, err := h(r)
			if err != nil {
				// The organiser's errors are sentences for the user
				// (missing folder, busy, TMDB not found …).
				return nil, Error{Message: err.Error()}
			}
			return v, nil
		}))
	}
	s.mux.Handle("GET /api/media/get_media_library", admin(func(r *http.Request) (any, error) {
		return s.Library.Library(r.Context(), strings.TrimSpace(r.URL.Query().Get("path")))
	}))
	s.mux.Handle("GET /api/media/get_media_link_status", admin(func(r *http.Request) (any, error) {
		return s.Library.Status(r.Context())
	}))
	s.mux.Handle("GET /api/media/link_results", admin(func(r *http.Request) (any, error) {
		return s.Library.Results(r.Context())
	}))
	s.mux.Handle("POST /api/media/link_media", admin(func(r *http.Request) (any, error) {
		req, err := decodeLinkBody(r)
		if err != nil {
			return nil, err
		}
		if _, err := s.Library.Start(r.Context(), req); err != nil {
			return nil, err
		}
		return Result{Message: "已开始整理，共" + strconv.Itoa(len(req.Paths)) + "项"}, nil
	}))
	previewHandler := admin(func(r *http.Request) (any, error) {
		req, err := decodeLinkBody(r)
		if err != nil {
			return nil, err
		}
		return s.Library.Preview(r.Context(), req)
	})
	s.mux.Handle("GET /api/media/link_preview", previewHandler)
	s.mux.Handle("POST /api/media/link_preview", previewHandler)
	s.mux.Handle("POST /api/media/auto_categorize", admin(func(r *http.Request) (any, error) {
		req, err := decodeLinkBody(r)
		if err != nil {
			return nil, err
		}
		req.Categorize, req.Hint = true, library.Hint{}
		if _, err := s.Library.Start(r.Context(), req); err != nil {
			return nil, err
		}
		return Result{Message: "已开始自动分类，共" + strconv.Itoa(len(req.Paths)) + "项"}, nil
	}))
	s.mux.Handle("POST /api/media/fix_emby_bdmv_bug", admin(func(r *http.Request) (any, error) {
		var body struct {
			Paths []string `json:"paths"`
		}
		if err := decodeJSON(r, &body); err != nil {
			return nil, err
		}
		if len(body.Paths) == 0 {
			return nil, Error{Message: "您选中的影片没有原盘"}
		}
		n, err := s.Library.FixBDMV(body.Paths)
		if err != nil {
			return nil, err
		}
		return Result{Message: "已修复" + strconv.Itoa(n) + "个原盘"}, nil
	}))
	s.mux.Handle("POST /api/media/cancel_link", admin(func(r *http.Request) (any, error) {
		if !s.Library.Cancel() {
			return nil, Error{Message: "没有正在运行的整理任务"}
		}
		return Result{Message: "已取消，当前文件处理完后停止"}, nil
	}))
}

// linkBody is link_media's body in both variants (and auto_categorize's):
// the manual correction sends season_inbdex (sic), tmdb_id as a number,
// a numeric string or a TMDB address, and the year as text or number.
type linkBody struct {
	Paths        []string `json:"paths"`
	RootPath     string   `json:"root_path"`
	MediaType    string   `json:"media_type"`
	LinkPath     string   `json:"link_path"`
	LinkMode     string   `json:"link_mode"`
	TMDBID       flexText `json:"tmdb_id"`
	MediaName    string   `json:"media_name"`
	MediaYear    flexText `json:"media_year"`
	SeasonInbdex flexText `json:"season_inbdex"`
	SeasonIndex  flexText `json:"season_index"`
}

// flexText reads a JSON string or number as text.
type flexText string

func (f *flexText) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		*f = flexText(strings.TrimSpace(s))
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		if string(b) == "null" {
			return nil
		}
		return err
	}
	*f = flexText(n.String())
	return nil
}

func (f flexText) int() int { n, _ := strconv.Atoi(string(f)); return n }

var tmdbURL = regexp.MustCompile(`themoviedb\.org/(movie|tv)/(\d+)`)

// decodeLinkBody reads a JSON body (POST) or the same keys from the query
// (GET link_preview; paths repeated).
func decodeLinkBody(r *http.Request) (library.Request, error) {
	var b linkBody
	if r.Method == http.MethodGet {
		q := r.URL.Query()
		b = linkBody{Paths: q["paths"], RootPath: q.Get("root_path"), MediaType: q.Get("media_type"),
			LinkPath: q.Get("link_path"), LinkMode: q.Get("link_mode"), TMDBID: flexText(q.Get("tmdb_id")),
			MediaName: q.Get("media_name"), MediaYear: flexText(q.Get("media_year")),
			SeasonInbdex: flexText(q.Get("season_inbdex")), SeasonIndex: flexText(q.Get("season_index"))}
	} else if err := decodeJSON(r, &b); err != nil {
		return library.Request{}, err
	}
	req := library.Request{Paths: b.Paths, RootPath: b.RootPath, LinkPath: b.LinkPath, MediaType: b.MediaType, LinkMode: b.LinkMode}
	h := library.Hint{MediaType: b.MediaType, Name: strings.TrimSpace(b.MediaName), Year: b.MediaYear.int(),
		Season: b.SeasonInbdex.int()}
	if h.Season == 0 {
		h.Season = b.SeasonIndex.int()
	}
	if id := string(b.TMDBID); id != "" {
		if m := tmdbURL.FindStringSubmatch(id); m != nil {
			h.MediaType = map[string]string{"movie": "Movie", "tv": "TV"}[m[1]]
			id = m[2]
		}
		if h.TMDBID, _ = strconv.Atoi(id); h.TMDBID <= 0 {
			return req, Error{Message: "TMDBID或访问地址不正确"}
		}
	}
	if h.TMDBID == 0 && h.Name == "" && (b.MediaYear != "" || h.Season > 0) {
		return req, Error{Message: "请填写影视名称"}
	}
	req.Hint, req.MediaType = h, h.MediaType
	return req, nil
}
