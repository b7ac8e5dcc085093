package api

import (
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/store"
)

// msgNoCommunity answers the community endpoints: the original shared
// rules through a community server the built-in backend does not have.
const msgNoCommunity = "内置后端没有订阅规则社区，无法使用共享规则；可以用私密分享码在两个安装之间分享规则"

// customSubRoutes are the custom subscriptions (api-contract §2.12) and
// tools/test_replace_text. Rules save to server folders and send downloads,
// so only admins manage and run them; the community endpoints answer every
// signed-in user (the subscribe dialog asks them too).
func (s *Server) customSubRoutes() {
	admin := func(h func(r *http.Request) (any, error)) http.Handler {
		return s.handle(s.requireAdmin(requestOnly(h)))
	}
	user := func(h func(r *http.Request) (any, error)) http.Handler {
		return s.handle(s.requireUser(requestOnly(h)))
	}
	s.mux.Handle("GET /api/subscribe/get_sub_custom_list", admin(func(r *http.Request) (any, error) {
		return s.CustomSubs.List(r.Context())
	}))
	s.mux.Handle("GET /api/subscribe/get_sub_custom", admin(func(r *http.Request) (any, error) {
		id, err := requiredID(r, "id")
		if err != nil {
			return nil, err
		}
		return s.CustomSubs.Get(r.Context(), id)
	}))
	s.mux.Handle("POST /api/subscribe/sub_custom", admin(func(r *http.Request) (any, error) {
		var in customsub.Input
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		sub, err := in.Validate()
		if err != nil {
			return nil, err
		}
		if sub.SavePath != customsub.AutoSavePath {
			if sub.SavePath, err = s.checkSavePath(r.Context(), sub.SavePath); err != nil {
				return nil, err
			}
		}
		u, _ := s.currentUser(r)
		id, err := s.CustomSubs.Save(r.Context(), u.ID, sub)
		if err != nil {
			return nil, err
		}
		return Result{Message: "已保存自定义订阅：" + sub.Name, Data: map[string]int64{"id": id}}, nil
	}))
	s.mux.Handle("GET /api/subscribe/enable_sub_custom", admin(func(r *http.Request) (any, error) {
		id, err := requiredID(r, "id")
		if err != nil {
			return nil, err
		}
		on := r.URL.Query().Get("enable")
		if on != "true" && on != "false" {
			return nil, Error{Message: "enable 只能是 true 或 false"}
		}
		if err := s.CustomSubs.Enable(r.Context(), id, on == "true"); err != nil {
			return nil, err
		}
		return Result{Message: map[bool]string{true: "已启用", false: "已禁用"}[on == "true"]}, nil
	}))
	s.mux.Handle("POST /api/subscribe/run_custom_sub", admin(func(r *http.Request) (any, error) {
		var in customsub.RunInput
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		u, _ := s.currentUser(r)
		msg, err := s.CustomSubs.Run(r.Context(), u.ID, in)
		return Result{Message: msg}, err
	}))
	s.mux.Handle("GET /api/subscribe/delete_sub_custom", admin(func(r *http.Request) (any, error) {
		id, err := requiredID(r, "id")
		if err != nil {
			return nil, err
		}
		name, err := s.CustomSubs.Delete(r.Context(), id)
		return Result{Message: "已删除自定义订阅：" + name}, err
	}))
	s.customRecordRoutes(admin, user)
}

func (s *Server) customRecordRoutes(admin, user func(h func(r *http.Request) (any, error)) http.Handler) {
	s.mux.Handle("GET /api/subscribe/get_custom_sub_record", admin(func(r *http.Request) (any, error) {
		id, err := requiredID(r, "sub_id")
		if err != nil {
			return nil, err
		}
		return s.CustomSubs.Records(r.Context(), id)
	}))
	s.mux.Handle("GET /api/subscribe/renew_custom_sub_record", admin(func(r *http.Request) (any, error) {
		id, err := requiredID(r, "id")
		if err != nil {
			return nil, err
		}
		msg, err := s.CustomSubs.Retry(r.Context(), id)
		return Result{Message: msg}, err
	}))
	s.mux.Handle("GET /api/subscribe/delete_custom_sub_record", admin(func(r *http.Request) (any, error) {
		id, err := requiredID(r, "id")
		if err != nil {
			return nil, err
		}
		return Result{Message: "已删除下载记录"}, s.CustomSubs.DeleteRecord(r.Context(), id)
	}))
	s.mux.Handle("GET /api/subscribe/get_sub_rule_string", admin(func(r *http.Request) (any, error) {
		id, err := requiredID(r, "sub_id")
		if err != nil {
			return nil, err
		}
		code, err := s.CustomSubs.ShareCodeOf(r.Context(), id)
		return Result{Message: "已生成私密分享码", Data: code}, err
	}))
	s.mux.Handle("POST /api/subscribe/parse_sub_rule_string", admin(func(r *http.Request) (any, error) {
		var in struct {
			RuleString string `json:"rule_string"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		if strings.TrimSpace(in.RuleString) == "" {
			return nil, Error{Message: "请粘贴私密规则"}
		}
		text, err := customsub.ParseShareCode(in.RuleString)
		return Result{Message: "已读取规则，请确认后保存", Data: text}, err
	}))
	s.mux.Handle("GET /api/tools/test_replace_text", user(func(r *http.Request) (any, error) {
		q := r.URL.Query()
		return customsub.Replace(q.Get("text"), q.Get("repl_expression"), q.Get("string"))
	}))
	// The community: lists answer empty (the screens show nothing), actions
	// say why they cannot work.
	for _, p := range []string{"get_top_sub_rule_list", "get_sub_rule_by_douban_id", "get_sub_rule_tags"} {
		s.mux.Handle("GET /api/subscribe/"+p, user(func(*http.Request) (any, error) {
			return Result{Message: msgNoCommunity, Data: []any{}}, nil
		}))
	}
	for _, p := range []string{"share_sub_rule", "get_sub_rule", "like_sub_rule", "cancel_like_sub_rule", "hate_sub_rule",
		"cancel_hate_sub_rule"} {
		s.mux.Handle("GET /api/subscribe/"+p, user(func(*http.Request) (any, error) {
			return nil, Error{Message: msgNoCommunity}
		}))
	}
}

// requiredID reads a positive id from the query.
func requiredID(r *http.Request, name string) (int64, error) {
	id, err := queryID(r, name, Error{Message: "ID不正确"})
	if err != nil {
		return 0, err
	}
	if id <= 0 {
		return 0, Error{Message: "缺少ID"}
	}
	return id, nil
}

// customLogs and customLogText answer the 全息日志 dialog for a custom
// subscription (sub_type CustomSub; its log ids carry customsub.LogPrefix).
// Custom subscriptions are the admins'.
func (s *Server) customLogs(r *http.Request, id int64) (any, error) {
	if u, _ := s.currentUser(r); u.Role != store.RoleAdmin {
		return nil, errNotAdmin
	}
	return requestOnly(func(r *http.Request) (any, error) { return s.CustomSubs.Logs(r.Context(), id) })(nil, r)
}

func (s *Server) customLogText(r *http.Request, id string) (any, error) {
	if u, _ := s.currentUser(r); u.Role != store.RoleAdmin {
		return nil, errNotAdmin
	}
	return requestOnly(func(r *http.Request) (any, error) { return s.CustomSubs.LogText(r.Context(), id) })(nil, r)
}
