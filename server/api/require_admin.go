package api

import (
	"errors"
	"net/http"

	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/users"
)

var errNotAdmin = Error{"需要管理员权限"}

// requireAdmin lets only signed-in admins through: the configuration holds
// passwords and keys, and the path picker shows the machine's folders.
func (s *Server) requireAdmin(next HandlerFunc) HandlerFunc {
	return s.requireUser(func(w http.ResponseWriter, r *http.Request) (any, error) {
		// auth.add_permission may have opened this path to the user's role.
		if u, _ := s.currentUser(r); u.Role != store.RoleAdmin && !users.Granted(r.Context(), s.store, u.Role, r.URL.Path) {
			return nil, errNotAdmin
		}
		return next(w, r)
	})
}

// asBusiness turns a validation failure into the code-1 answer that shows
// its message; other errors pass through (and become 500s).
func asBusiness(err error) error {
	if inv, ok := errors.AsType[settings.Invalid](err); ok {
		return Error{inv.Message}
	}
	if inv, ok := errors.AsType[notify.Invalid](err); ok {
		return Error{inv.Message}
	}
	if ref, ok := errors.AsType[users.Refusal](err); ok {
		return Error{ref.Message}
	}
	return err
}

// nextStep is the data of a wizard step's save: the route to go to next.
func nextStep(route string) map[string]string {
	return map[string]string{"next": route}
}
