package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/rankingsub"
)

// rankingSubRoutes are the ranking subscriptions of the /recommend
// screens (api-contract §2.12): any signed-in user may follow a ranking;
// the titles are then subscribed in their name by the scheduled job,
// which a new or changed subscription kicks.
func (s *Server) rankingSubRoutes() {
	user := s.userMeta
	s.mux.Handle("GET /api/subscribe/get_sub_dataset_list", user(func(r *http.Request) (any, error) {
		return s.Rankings.List(r.Context(), r.URL.Query().Get("data_type"))
	}))
	s.mux.Handle("POST /api/subscribe/sub_dataset", user(func(r *http.Request) (any, error) {
		var in rankingsub.Input
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		u, _ := s.currentUser(r)
		msg, err := s.Rankings.Sub(r.Context(), u, in)
		if err != nil {
			return nil, err
		}
		s.kick(rankingsub.JobName)
		return Result{Message: msg}, nil
	}))
	s.mux.Handle("POST /api/subscribe/delete_sub_dataset", user(func(r *http.Request) (any, error) {
		var in struct {
			DataType string `json:"data_type"`
			DataKey  string `json:"data_key"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		u, _ := s.currentUser(r)
		msg, err := s.Rankings.Delete(r.Context(), u, in.DataType, in.DataKey)
		return Result{Message: msg}, err
	}))
}
