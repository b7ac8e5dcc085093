package api

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"unicode/utf16"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

var (
	errAdminNameEmpty   = Error{Message: "网站登陆账号不能为空"}
	errAdminNameTooLong = Error{Message: "网站登陆账号不能超过64位"}
	errPasswordTooShort = Error{Message: "登陆密码不能少于8位"}
	errPasswordTooLong  = Error{Message: "登陆密码不能超过64位"}
	errAdminExists      = Error{Message: "管理员账号已存在，不能重复初始化"}
)

// Length limits of the /setup/admin form (screens.md §3).
const (
	maxUsernameLen = 64
	minPasswordLen = 8
	maxPasswordLen = 64
)

// initAdmin creates the first admin: POST /api/config/init_admin. It needs no
// token; once an admin exists it refuses, so it cannot be used to take over.
func (s *Server) initAdmin(w http.ResponseWriter, r *http.Request) (any, error) {
	var in credentials
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	has, err := s.store.HasAdmin(r.Context())
	if err != nil {
		return nil, err
	}
	if has {
		return nil, errAdminExists
	}
	username := strings.TrimSpace(in.Username)
	if err := validateAdmin(username, in.Password); err != nil {
		return nil, err
	}
	hash, err := auth.HashPassword(in.Password)
	if err != nil {
		return nil, err
	}
	// CreateFirstAdmin re-checks inside its transaction: two wizards racing
	// past the HasAdmin check above still yield one admin.
	if _, err := s.store.CreateFirstAdmin(r.Context(), username, hash); err != nil {
		if errors.Is(err, store.ErrAdminExists) {
			return nil, errAdminExists
		}
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
	st, err := settings.SetupStateSection.Load(ctx, s.store)
	if err != nil || !st.Done {
		return false, err
	}
	return s.store.HasAdmin(ctx)
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
		if err := s.store.PutSettings(r.Context(), map[string]string{settings.SetupStateSection.Key: value}); err != nil {
			return nil, err
		}
		return out, nil
	}
}

func validateAdmin(username, password string) error {
	switch {
	case username == "":
		return errAdminNameEmpty
	case jsLength(username) > maxUsernameLen:
		return errAdminNameTooLong
	case jsLength(password) < minPasswordLen:
		return errPasswordTooShort
	case jsLength(password) > maxPasswordLen:
		return errPasswordTooLong
	}
	return nil
}

// jsLength counts like JavaScript's String.length (UTF-16 code units), so
// the server's limits agree exactly with the form's own checks.
func jsLength(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}
