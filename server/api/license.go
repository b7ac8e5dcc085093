package api

import (
	"net/http"
	"strings"
	"unicode"
	"unicode/utf8"
)

// licenseJSON is get_license_detail's data. The built-in backend needs no
// licence: it reports the top plan, so the licence screen shows everything
// unlocked, and Builtin (an addition) lets the new UI say why.
type licenseJSON struct {
	LicenseType string            `json:"licenseType"`
	ExpireDays  int               `json:"expireDays"`
	User        map[string]string `json:"user"`
	Builtin     bool              `json:"builtin"`
}

const msgNoLicenseNeeded = "内置后端无需授权"

// licenseDetail: GET /api/auth/get_license_detail. The licence belongs to
// the install, so the name shown is its owner's (the first admin).
func (s *Server) licenseDetail(w http.ResponseWriter, r *http.Request) (any, error) {
	owner, err := s.Store.FirstAdmin(r.Context())
	if err != nil {
		return nil, err
	}
	return Result{Message: msgNoLicenseNeeded, Data: licenseJSON{
		LicenseType: "FAMILY_VIP", User: map[string]string{"nickname": owner.Nickname}, Builtin: true,
	}}, nil
}

const maxNickname = 32

// uploadNickname: GET /api/user/upload_nickname?nickname= renames the
// signed-in user (the licence screen's 修改昵称).
func (s *Server) uploadNickname(w http.ResponseWriter, r *http.Request) (any, error) {
	nick := strings.TrimSpace(r.URL.Query().Get("nickname"))
	switch {
	case nick == "":
		return nil, Error{Message: "昵称不能为空"}
	case utf8.RuneCountInString(nick) > maxNickname:
		return nil, Error{Message: "昵称不能超过32个字符"}
	case strings.IndexFunc(nick, unicode.IsControl) >= 0:
		return nil, Error{Message: "昵称不能包含控制字符"}
	}
	u, _ := s.currentUser(r)
	if err := s.Store.UpdateNickname(r.Context(), u.ID, nick); err != nil {
		return nil, err
	}
	return Result{Message: "昵称已修改", Data: true}, nil
}
