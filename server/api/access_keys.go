package api

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/store"
)

// accessKey returns the API key a request carries: the AccessKey header,
// else the access_key query parameter (for clients that cannot set
// headers). A bearer token, when present, takes precedence (middleware.go).
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
	u, err := s.store.UserByAccessKey(r.Context(), key)
	if errors.Is(err, store.ErrNotFound) {
		return store.User{}, errSignedOut
	}
	return u, err
}

type accessKeyJSON struct {
	ID        int64  `json:"id"`
	AccessKey string `json:"access_key"`
	Nickname  string `json:"nickname"` // of the bound user
}

// newAccessKey is 32 random bytes, URL-safe base64 (43 characters): safe
// in a header and in a query string without escaping.
func newAccessKey() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

var (
	errBadUID         = Error{Message: "bind_uid必须是用户ID"}
	errNoSuchUser     = Error{Message: "用户不存在"}
	errNoSuchKey      = Error{Message: "API密钥不存在"}
	errBadAccessKeyID = Error{Message: "id必须是API密钥的编号"}
)

// createAccessKey: GET /api/auth/create_access_key?bind_uid= (0 or absent:
// the caller).
func (s *Server) createAccessKey(w http.ResponseWriter, r *http.Request) (any, error) {
	uid, err := queryID(r, "bind_uid", errBadUID)
	if err != nil {
		return nil, err
	}
	if uid == 0 {
		u, _ := s.currentUser(r)
		uid = u.ID
	}
	key, err := newAccessKey()
	if err != nil {
		return nil, err
	}
	k, err := s.store.CreateAccessKey(r.Context(), uid, key)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errNoSuchUser
	}
	if err != nil {
		return nil, err
	}
	s.log.Info("access key created", "id", k.ID, "uid", k.UID)
	return Result{Message: "API密钥已创建", Data: accessKeyJSON{k.ID, k.Key, k.Nickname}}, nil
}

// listAccessKeys: GET /api/auth/list_access_key.
func (s *Server) listAccessKeys(w http.ResponseWriter, r *http.Request) (any, error) {
	list, err := s.store.AccessKeys(r.Context())
	if err != nil {
		return nil, err
	}
	out := make([]accessKeyJSON, 0, len(list))
	for _, k := range list {
		out = append(out, accessKeyJSON{k.ID, k.Key, k.Nickname})
	}
	return out, nil
}

// deleteAccessKey: GET /api/auth/delete_access_key?id=.
func (s *Server) deleteAccessKey(w http.ResponseWriter, r *http.Request) (any, error) {
	id, err := queryID(r, "id", errBadAccessKeyID)
	if err != nil {
		return nil, err
	}
	err = s.store.DeleteAccessKey(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errNoSuchKey
	}
	if err != nil {
		return nil, err
	}
	s.log.Info("access key deleted", "id", id)
	return Result{Message: "API密钥已删除"}, nil
}

// queryID reads a non-negative integer query parameter (absent = 0).
func queryID(r *http.Request, name string, bad error) (int64, error) {
	v := strings.TrimSpace(r.URL.Query().Get(name))
	if v == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(v, 10, 64)
	if err != nil || id < 0 {
		return 0, bad
	}
	return id, nil
}
