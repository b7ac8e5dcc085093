package api

import (
	"context"
	"net/http"

	"github.com/movie-robot/web-console/server/settings"
)

// initAdmin creates the first admin: POST /api/config/init_admin. It needs no
// token; once an admin exists it refuses, so it cannot be used to take over.
func (s *Server) initAdmin(w http.ResponseWriter, r *http.Request) (any, error) {
	var in credentials
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	if err := s.Users.CreateFirstAdmin(r.Context(), in.Username, in.Password); err != nil {
		return nil, err
	}
	return Result{Message: "管理员账号创建成功", Data: nextStep("/setup/web")}, nil
}

// The first-run rule (issue 15): setup is needed while no admin exists
// (SetupRequired) and done once an admin exists and the wizard's last step,
// 电影元数据 (config/save_movie_metadata), was saved. Until then the legacy
// config saves answer data.next, the wizard's following step; afterwards
// they are plain saves of the /config/* pages, and /setup/* pages redirect.

// SetupDone reports whether first-run setup is finished (see above). On a
// database error it answers false: /setup/* then stays reachable rather
// than redirecting on a guess.
func (s *Server) SetupDone(r *http.Request) bool {
	done, err := s.setupDone(r.Context())
	if err != nil {
		s.logInternal(r, "error", err)
	}
	return done
}

func (s *Server) setupDone(ctx context.Context) (bool, error) {
	st, err := settings.SetupStateSection.Load(ctx, s.Store)
	if err != nil || !st.Done {
		return false, err
	}
	return s.Store.HasAdmin(ctx)
}

// wizardNext is a wizard step's answer data: {next: route} while setup is
// not done, nothing afterwards.
func (s *Server) wizardNext(ctx context.Context, route string) (any, error) {
	if route == "" {
		return nil, nil
	}
	done, err := s.setupDone(ctx)
	if err != nil || done {
		return nil, err
	}
	return nextStep(route), nil
}

// finishesSetup marks setup done after a successful save by h, the
// wizard's last step. Its own answer still carries next: setup was in
// progress when it was made.
func (s *Server) finishesSetup(h HandlerFunc) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		out, err := h(w, r)
		if err != nil {
			return out, err
		}
		value, err := settings.SetupStateSection.Encode(settings.SetupState{Done: true})
		if err != nil {
			return nil, err
		}
		if err := s.Store.PutSettings(r.Context(), map[string]string{settings.SetupStateSection.Key: value}); err != nil {
			return nil, err
		}
		return out, nil
	}
}
