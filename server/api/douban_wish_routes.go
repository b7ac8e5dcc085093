package api

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/smartdl"
	"github.com/movie-robot/web-console/server/store"
)

// doubanWishRoutes are /smartDownload/douban's settings: the followed
// Douban users and the save-path rules (api-contract §2.3), admins only.
func (s *Server) doubanWishRoutes() {
	admin := s.adminOnly
	s.mux.Handle("GET /api/config/get_douban", admin(getSection(s, smartdl.Section)))
	s.mux.Handle("POST /api/config/save_douban", admin(s.saveDoubanWish))
	s.mux.Handle("POST /api/config/test_douban_download", admin(requestOnly(s.testDoubanDownload)))
}

// saveDoubanWish checks the rules against the media folders saved now and
// stores the whole record in one transaction.
func (s *Server) saveDoubanWish(_ http.ResponseWriter, r *http.Request) (any, error) {
	var in smartdl.Input
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	ctx := r.Context()
	err := s.Store.EditSettings(ctx, func(tx *store.SettingsTx) error {
		paths, err := settings.MediaPathSection.Load(ctx, tx)
		if err != nil {
			return err
		}
		cfg, err := in.Validate(filters.ScoreRuleNames(), paths)
		if err != nil {
			return err
		}
		return smartdl.Section.Put(ctx, tx, cfg)
	})
	if err != nil {
		return nil, err
	}
	s.logSaved(r, smartdl.Section.Key)
	s.kick(smartdl.WishJobName) // a newly followed user's list is read now, not in two hours
	return Result{Message: "保存成功"}, nil
}

// testDoubanDownload says which rule and folder a Douban subject would get.
func (s *Server) testDoubanDownload(r *http.Request) (any, error) {
	var in struct {
		ID json.RawMessage `json:"id"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	id := strings.TrimSpace(strings.Trim(string(in.ID), `"`))
	if id == "null" {
		id = ""
	}
	if id == "" {
		return nil, Error{Message: "请填写豆瓣影视编号"}
	}
	if strings.Trim(id, "0123456789") != "" {
		return nil, Error{Message: "豆瓣影视编号只能是数字"}
	}
	ctx := r.Context()
	subject, err := s.Metadata.DoubanDetail(ctx, id, "")
	if err != nil {
		return nil, err
	}
	cfg, err := smartdl.Section.Load(ctx, s.Store)
	if err != nil {
		return nil, err
	}
	paths, err := settings.MediaPathSection.Load(ctx, s.Store)
	if err != nil {
		return nil, err
	}
	title := subject.Title
	if title == "" {
		title = id
	}
	msg, ok := smartdl.Explain(cfg, paths, title, smartdl.SubjectOf(subject))
	if !ok {
		return nil, Error{Message: msg}
	}
	return Result{Message: msg}, nil
}
