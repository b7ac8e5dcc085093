package api

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/nullable"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/users"
)

// userRoutes: 用户管理 (api-contract §2.7). Administrators manage everyone;
// a normal user may read and edit only their own account, and not their
// role, categories or approval setting.
func (s *Server) userRoutes() {
	admin := s.adminOnly
	user := s.signedIn
	s.mux.Handle("GET /api/user/get_user_list", admin(s.userList))
	s.mux.Handle("GET /api/user/get_user_options", admin(s.userOptions))
	s.mux.Handle("GET /api/user/get_user", user(s.getUser))
	s.mux.Handle("POST /api/user/register", admin(s.registerUser))
	s.mux.Handle("POST /api/user/update_user", user(s.updateUser))
	s.mux.Handle("POST /api/user/delete_user", admin(s.deleteUser))
	s.mux.Handle("POST /api/user/upload_avatar", user(s.uploadAvatar))
	// Public like the original's: <img> sends no Authorization header.
	s.mux.HandleFunc("GET "+users.AvatarURLPrefix+"{file}", s.serveAvatar)
}

// accountJSON is a user as the user screens read it (get_user_list's row,
// get_user's form values); never the password hash. Its telegram_user_id
// stands over the profile's: the SDK types it int, so unset is null.
type accountJSON struct {
	ID             int64       `json:"id"`
	Username       string      `json:"username"`
	Nickname       string      `json:"nickname"`
	Role           int         `json:"role"`
	Avatar         string      `json:"avatar"`
	GmtCreate      string      `json:"gmt_create"`
	GmtModifed     string      `json:"gmt_modified"`
	TelegramUserID nullable.ID `json:"telegram_user_id"`
	users.Profile
}

func toAccountJSON(u store.User, p users.Profile) accountJSON {
	return accountJSON{ID: u.ID, Username: u.Username, Nickname: u.Nickname, Role: u.Role, Avatar: u.Avatar,
		GmtCreate: shortTime(u.CreatedAt), GmtModifed: shortTime(u.UpdatedAt),
		TelegramUserID: nullable.ID(p.TelegramUserID), Profile: p}
}

// shortTime turns a stored RFC 3339 time into "YYYY-MM-DD HH:MM:SS".
func shortTime(t string) string {
	if len(t) < 19 {
		return t
	}
	return strings.Replace(t[:19], "T", " ", 1)
}

func (s *Server) userList(w http.ResponseWriter, r *http.Request) (any, error) {
	list, err := s.Users.List(r.Context())
	if err != nil {
		return nil, err
	}
	out := make([]accountJSON, 0, len(list))
	for _, a := range list {
		out = append(out, toAccountJSON(a.User, a.Profile))
	}
	return out, nil
}

// userOptions: the choices of the user form. 企业微信 users and Douban
// accounts come from channels and wish-list settings this install has not
// got yet, so those lists are empty rather than invented.
func (s *Server) userOptions(w http.ResponseWriter, r *http.Request) (any, error) {
	return map[string]any{
		"qywx_user_list":   []map[string]string{},
		"douban_user_list": []string{},
		"score_rule":       []string{"compress", "collection", "compact"},
	}, nil
}

// targetUser is the account a request is about: any for an admin, only
// their own for a normal user.
func (s *Server) targetUser(r *http.Request, raw string) (store.User, error) {
	me, _ := s.currentUser(r)
	id, err := strconv.ParseInt(strings.TrimSpace(raw), 10, 64)
	if err != nil || id <= 0 {
		return store.User{}, Error{Message: "用户编号（uid）无效"}
	}
	if me.Role != store.RoleAdmin && id != me.ID {
		return store.User{}, errNotAdmin
	}
	u, err := s.Store.UserByID(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return store.User{}, Error{Message: "用户不存在"}
	}
	return u, err
}

func (s *Server) getUser(w http.ResponseWriter, r *http.Request) (any, error) {
	u, err := s.targetUser(r, r.URL.Query().Get("id"))
	if err != nil {
		return nil, err
	}
	p, err := s.Users.Profile(r.Context(), u.ID)
	if err != nil {
		return nil, err
	}
	return toAccountJSON(u, p), nil
}

func (s *Server) registerUser(w http.ResponseWriter, r *http.Request) (any, error) {
	var in users.Input
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	u, err := s.Users.Register(r.Context(), in)
	if err != nil {
		return nil, err
	}
	me, _ := s.currentUser(r)
	if err := s.Users.AttachPendingAvatar(r.Context(), me.ID, u.ID); err != nil {
		return nil, err
	}
	return Result{Message: "用户已添加"}, nil
}

// updateUser: what the body leaves out or sends as null stays as it is
// (the SDK's User.update sends new_password: None and no categories).
func (s *Server) updateUser(w http.ResponseWriter, r *http.Request) (any, error) {
	var fields map[string]json.RawMessage
	if err := decodeJSON(r, &fields); err != nil {
		return nil, err
	}
	var uid any // a string from the URL (api-contract §5.15), or a number
	_ = json.Unmarshal(fields["uid"], &uid)
	u, err := s.targetUser(r, jsonScalar(uid))
	if err != nil {
		return nil, err
	}
	p, err := s.Users.Profile(r.Context(), u.ID)
	if err != nil {
		return nil, err
	}
	// The SDK types telegram_user_id as an int; it is kept as text.
	if raw := fields["telegram_user_id"]; len(raw) > 0 && (raw[0] == '-' || raw[0] >= '0' && raw[0] <= '9') {
		fields["telegram_user_id"], _ = json.Marshal(string(raw))
	}
	in := users.Input{Username: u.Username, Nickname: u.Nickname, Role: u.Role, Profile: p}
	if err := mergeFields(fields, &in); err != nil {
		return nil, err
	}
	me, _ := s.currentUser(r)
	if err := s.Users.Update(r.Context(), u.ID, in, me.Role != store.RoleAdmin); err != nil {
		return nil, err
	}
	return Result{Message: "用户已保存"}, nil
}

func (s *Server) deleteUser(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		UID any `json:"uid"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	id, err := strconv.ParseInt(jsonScalar(in.UID), 10, 64)
	if err != nil {
		return nil, Error{Message: "用户编号（uid）无效"}
	}
	if err := s.Users.Delete(r.Context(), id); err != nil {
		return nil, err
	}
	return Result{Message: "用户已删除"}, nil
}

// jsonScalar is a decoded JSON string or number as text.
func jsonScalar(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	default:
		return ""
	}
}

// uploadAvatar: POST /api/user/upload_avatar?uid=<id>, multipart field
// "file". On the add form uid is the string "null" (api-contract §5.14):
// the image is then kept for this administrator and given to the user they
// register next. The answer's data is the avatar's URL.
func (s *Server) uploadAvatar(w http.ResponseWriter, r *http.Request) (any, error) {
	me, _ := s.currentUser(r)
	uid, pending := me.ID, r.URL.Query().Get("uid") == "null"
	if pending && me.Role != store.RoleAdmin {
		return nil, errNotAdmin
	}
	if !pending {
		u, err := s.targetUser(r, r.URL.Query().Get("uid"))
		if err != nil {
			return nil, err
		}
		uid = u.ID
	}
	file, err := avatarPart(r)
	if err != nil {
		return nil, err
	}
	url, err := s.Users.SaveAvatar(r.Context(), uid, pending, file)
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return nil, errTooLarge
	}
	if err != nil {
		return nil, err
	}
	return Result{Message: "头像已上传", Data: url}, nil
}

// avatarPart streams the multipart body up to its "file" part.
func avatarPart(r *http.Request) (io.Reader, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, Error{Message: "请以 multipart/form-data 上传图片"}
	}
	for {
		part, err := mr.NextPart()
		if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
			return nil, errTooLarge
		}
		if err != nil {
			return nil, Error{Message: "没有收到图片（表单字段 file）"}
		}
		if part.FormName() == "file" {
			return part, nil
		}
	}
}

// serveAvatar: GET /user/avatar/<uid>.png. The files are PNGs this server
// drew itself; no-cache makes browsers revalidate, so a new upload shows at
// once even without the UI's ?t=.
func (s *Server) serveAvatar(w http.ResponseWriter, r *http.Request) {
	path, ok := s.Users.AvatarPath(r.PathValue("file"))
	var f *os.File
	var info os.FileInfo
	var err error
	if ok {
		if f, err = os.Open(path); err == nil {
			defer f.Close()
			info, err = f.Stat()
		}
	}
	if !ok || err != nil {
		writeEnvelope(w, http.StatusNotFound, Envelope{Code: codeFail, Message: msgNotFound})
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; sandbox")
	http.ServeContent(w, r, "", info.ModTime(), f)
}
