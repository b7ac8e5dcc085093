package api

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/users"
)

// errSignedOut makes the UI drop its token and show the sign-in page
// (my_account's code 1 means "signed out", api-contract §1.3).
var errSignedOut = Error{Message: "登录已失效，请重新登录"}

type userKey struct{}

// bearerToken returns the token of an "Authorization: Bearer <jwt>" header.
func bearerToken(r *http.Request) (string, bool) {
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	token = strings.TrimSpace(token)
	return token, token != ""
}

// authenticate resolves the request's token — or, for scripts and other
// clients, its API key — to a user. A missing, invalid,
// expired or forged token, or one whose user is gone, is errSignedOut; a
// database failure is returned as is, so it becomes a 500 rather than
// signing the user out.
func (s *Server) authenticate(r *http.Request) (store.User, error) {
	token, ok := bearerToken(r)
	if !ok {
		if key, ok := accessKey(r); ok {
			return s.userByAccessKey(r, key)
		}
		return store.User{}, errSignedOut
	}
	claims, err := s.Tokens.Verify(token)
	if err != nil {
		return store.User{}, errSignedOut
	}
	u, err := s.Store.UserByID(r.Context(), claims.UserID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !u.TokenStillValid(claims.IssuedAt)) {
		return store.User{}, errSignedOut
	}
	return u, err
}

// accessKey returns the API key a request carries: the AccessKey header,
// else the access_key query parameter (for clients that cannot set
// headers). A bearer token, when present, takes precedence.
func accessKey(r *http.Request) (string, bool) {
	key := strings.TrimSpace(r.Header.Get("AccessKey"))
	if key == "" {
		key = strings.TrimSpace(r.URL.Query().Get("access_key"))
	}
	return key, key != ""
}

// userByAccessKey looks the key up on every request (nothing is cached),
// so a deleted key, or the key of a deleted user, stops working at once.
func (s *Server) userByAccessKey(r *http.Request, key string) (store.User, error) {
	u, err := s.Store.UserByAccessKey(r.Context(), key)
	if errors.Is(err, store.ErrNotFound) {
		return store.User{}, errSignedOut
	}
	return u, err
}

// currentUser is the signed-in user, if any: the one requireUser stored, or
// else whoever the token names.
func (s *Server) currentUser(r *http.Request) (store.User, bool) {
	if u, ok := r.Context().Value(userKey{}).(store.User); ok {
		return u, true
	}
	u, err := s.authenticate(r)
	if err != nil && !errors.Is(err, errSignedOut) {
		s.logInternal(r, "error", err)
	}
	return u, err == nil
}

// adminOnly and signedIn are a route's handler behind its gate: what every
// routes file registers (the envelope, then the session check).
func (s *Server) adminOnly(h HandlerFunc) http.Handler { return s.handle(s.requireAdmin(h)) }
func (s *Server) signedIn(h HandlerFunc) http.Handler  { return s.handle(s.requireUser(h)) }

// requireUser lets only signed-in users through and hands the user on in
// the request context.
func (s *Server) requireUser(next HandlerFunc) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		u, err := s.authenticate(r)
		if err != nil {
			return nil, err
		}
		// Site requests made for this user count against their share of each
		// site's budget (package sitebudget).
		ctx := sitebudget.WithUser(context.WithValue(r.Context(), userKey{}, u), u.ID)
		return next(w, r.WithContext(ctx))
	}
}

var errNotAdmin = Error{Message: "需要管理员权限"}

// requireAdmin lets only signed-in admins through: the configuration holds
// passwords and keys, and the path picker shows the machine's folders.
func (s *Server) requireAdmin(next HandlerFunc) HandlerFunc {
	return s.requireUser(func(w http.ResponseWriter, r *http.Request) (any, error) {
		// auth.add_permission may have opened this path to the user's role.
		if u, _ := s.currentUser(r); u.Role != store.RoleAdmin && !users.Granted(r.Context(), s.Store, u.Role, r.URL.Path) {
			return nil, errNotAdmin
		}
		return next(w, r)
	})
}

// nextStep is the data of a wizard step's save: the route to go to next.
func nextStep(route string) map[string]string {
	return map[string]string{"next": route}
}

// setupFailure is the answer to a failure only the settings cure, worded
// for the user of r: a family member cannot open the settings
// (需要管理员权限), so she reads whom to ask instead.
func (s *Server) setupFailure(r *http.Request, e settings.NeedsSetup) Envelope {
	u, _ := s.currentUser(r)
	return Envelope{Code: codeFail, Message: e.For(u.Role == store.RoleAdmin), Reason: reasonSetup}
}
