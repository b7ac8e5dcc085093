package api

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/analyze"
	"github.com/movie-robot/web-console/server/holdings"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/sites"
)

// movieRoutes are the discover endpoints (api-contract §2.10, CONTRACTS C1
// and C3): metadata from TMDB and Douban, every card with the signed-in
// user's subscription status.
func (s *Server) movieRoutes() {
	user := s.signedIn
	// No sign-in: an <img> cannot send the token. Only metadata image hosts.
	s.mux.Handle("GET /api/common/image", s.handle(s.proxyImage))
	s.mux.Handle("GET /api/movie/search_douban", user(requestOnly(func(r *http.Request) (any, error) {
		kw := strings.TrimSpace(r.URL.Query().Get("keyword"))
		if kw == "" {
			return nil, Error{Message: "请输入要搜索的片名"}
		}
		return s.cards(r, func() ([]metadata.Card, error) { return s.Metadata.SearchDouban(r.Context(), kw) })
	})))
	s.mux.Handle("GET /api/movie/douban_rank_list", user(requestOnly(func(r *http.Request) (any, error) {
		key := r.URL.Query().Get("type")
		return s.cards(r, func() ([]metadata.Card, error) { return s.Metadata.Ranking(r.Context(), key) })
	})))
	s.mux.Handle("GET /api/movie/tmdb_trending", user(requestOnly(func(r *http.Request) (any, error) {
		kind, err := tmdbKind(r.URL.Query().Get("media_type"))
		if err != nil {
			return nil, err
		}
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		return s.cards(r, func() ([]metadata.Card, error) { return s.Metadata.TrendingCards(r.Context(), kind, page) })
	})))
	s.mux.Handle("GET /api/movie/douban_suggestion", user(requestOnly(func(r *http.Request) (any, error) {
		start, _ := strconv.Atoi(r.URL.Query().Get("start"))
		feed, err := s.Metadata.Suggestions(r.Context(), start)
		if err != nil {
			return nil, err
		}
		u, _ := s.currentUser(r)
		return feed, s.Subscriptions.AnnotateSuggestions(r.Context(), u, feed.Items)
	})))
	s.mux.Handle("GET /api/movie/media_detail", user(requestOnly(s.mediaDetail)))
	s.mux.Handle("GET /api/movie/title_holdings", user(s.titleHoldings))
	s.mux.Handle("POST /api/movie/title_states", user(s.titleStates))
	s.mux.Handle("GET /api/common/daily_media", user(requestOnly(func(r *http.Request) (any, error) {
		return s.Metadata.DailyMedia(r.Context(), s.Now())
	})))
	// An addition: 数据统计 (/movie/default). Admins only: it shows the
	// clients, disks, sites and jobs, which a normal user may not manage.
	s.mux.Handle("GET /api/movie/dashboard", s.handle(s.requireAdmin(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		return s.Dashboard.Summary(r.Context()), nil
	})))
	// An addition: the trends of /movie/analyze (admins, as 数据统计).
	s.mux.Handle("GET /api/movie/analyze", s.handle(s.requireAdmin(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		rep, err := s.Analyze.Report(r.Context(), r.URL.Query().Get("range"))
		if errors.Is(err, analyze.ErrRange) {
			return nil, Error{Message: err.Error()}
		}
		return rep, err
	})))
	s.mux.Handle("GET /api/common/douban_tag", user(func(http.ResponseWriter, *http.Request) (any, error) {
		return metadata.DoubanTags(), nil
	}))
}

// userMeta is a metadata endpoint for any signed-in user.
func (s *Server) userMeta(h func(r *http.Request) (any, error)) http.Handler {
	return s.handle(s.requireUser(requestOnly(h)))
}

// cards runs list and marks each card with the user's subscription.
func (s *Server) cards(r *http.Request, list func() ([]metadata.Card, error)) (any, error) {
	cards, err := list()
	if err != nil {
		return nil, err
	}
	u, _ := s.currentUser(r)
	return cards, s.Subscriptions.AnnotateCards(r.Context(), u, cards)
}

func tmdbKind(mediaType string) (string, error) {
	switch mediaType {
	case "Movie", "movie", "":
		return "movie", nil
	case "TV", "tv":
		return "tv", nil
	}
	return "", Error{Message: "media_type 只能是 Movie 或 TV"}
}

// mediaDetail: GET /api/movie/media_detail?douban_id= | ?tmdb_id=&media_type=.
func (s *Server) mediaDetail(r *http.Request) (any, error) {
	q, ctx := r.URL.Query(), r.Context()
	var d metadata.Detail
	var err error
	if id := strings.TrimSpace(q.Get("douban_id")); id != "" {
		d, err = s.Metadata.DetailByDouban(ctx, id)
	} else {
		id, perr := strconv.Atoi(q.Get("tmdb_id"))
		kind, kerr := tmdbKind(q.Get("media_type"))
		if perr != nil || id <= 0 || kerr != nil {
			return nil, Error{Message: "缺少 douban_id 或 tmdb_id"}
		}
		d, err = s.Metadata.DetailByTMDB(ctx, kind, id)
	}
	if err != nil {
		return nil, err
	}
	u, _ := s.currentUser(r)
	return d, s.Subscriptions.AnnotateDetail(ctx, u, &d)
}

// proxyImage: GET /api/common/image?url= (CONTRACTS C1).
func (s *Server) proxyImage(_ http.ResponseWriter, r *http.Request) (any, error) {
	img, err := s.Metadata.Image(r.Context(), r.URL.Query().Get("url"))
	if errors.Is(err, metadata.ErrImageRefused) {
		return nil, StatusError{Status: http.StatusForbidden, Message: metadata.ErrImageRefused.Error()}
	}
	if me, ok := metadata.AsError(err); ok {
		return nil, StatusError{Status: http.StatusBadGateway, Message: me.Message}
	}
	if err != nil {
		return nil, err
	}
	return Raw(func(w http.ResponseWriter, _ *http.Request) {
		h := w.Header()
		h.Set("Content-Type", img.ContentType)
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Length", strconv.Itoa(len(img.Body)))
		w.Write(img.Body)
	}), nil
}

func (s *Server) holdings() *holdings.Service {
	return &holdings.Service{Store: s.Store, DL: s.Downloads, Subs: s.Subscriptions, Media: holdings.Configured(s.Store)}
}

// titleHoldings: GET /api/movie/title_holdings?tmdb_id=&media_type=[&douban_id=]
// — the title page's 入库状态, 下载记录 and 订阅 in one answer (a normal
// user's own records and subscriptions only).
func (s *Server) titleHoldings(_ http.ResponseWriter, r *http.Request) (any, error) {
	q, ctx := r.URL.Query(), r.Context()
	id, _ := strconv.Atoi(q.Get("tmdb_id"))
	douban := strings.TrimSpace(q.Get("douban_id"))
	kind, err := tmdbKind(q.Get("media_type"))
	if err != nil {
		return nil, err
	}
	if id <= 0 && douban == "" {
		return nil, Error{Message: "缺少 tmdb_id 或 douban_id"}
	}
	query := holdings.Query{TMDBID: id, DoubanID: douban, Type: map[string]string{"movie": "Movie", "tv": "TV"}[kind]}
	if id > 0 {
		// The titles the media servers are searched by and each season's
		// length; without TMDB the records and subscriptions still answer.
		if d, err := s.Metadata.DetailByTMDB(ctx, kind, id); err == nil {
			query.Titles = []string{d.Title, d.OriginalTitle}
			query.Episodes = map[int]int{}
			for _, se := range d.Seasons {
				query.Episodes[se.SeasonNumber] = se.EpisodeCount
			}
		}
	}
	u, _ := s.currentUser(r)
	out, err := s.holdings().Title(ctx, u, query)
	for i := range out.Records {
		out.Records[i].Site = sites.Title(out.Records[i].Site) // 天空, not hdsky
	}
	return out, err
}

// titleStates: POST /api/movie/title_states {items:[{douban_id, tmdb_id,
// media_type}]} — one state per card of a grid, in order (等待批准,
// 订阅中, 下载中, 已入库 or "").
func (s *Server) titleStates(_ http.ResponseWriter, r *http.Request) (any, error) {
	var body struct {
		Items []holdings.Key `json:"items"`
	}
	if err := decodeJSON(r, &body); err != nil {
		return nil, err
	}
	if len(body.Items) > 500 {
		return nil, Error{Message: "items 最多 500 项"}
	}
	for i := range body.Items {
		k := &body.Items[i]
		k.DoubanID = strings.TrimSpace(k.DoubanID)
		kind, err := tmdbKind(k.Type)
		if err != nil {
			return nil, err
		}
		k.Type = map[string]string{"movie": "Movie", "tv": "TV"}[kind]
	}
	u, _ := s.currentUser(r)
	return s.holdings().States(r.Context(), u, body.Items)
}
