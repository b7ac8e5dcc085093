package api

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"reflect"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/store"
)

// scriptingNotifyRoutes are the SDK's sending calls. They go out through
// this install's channels, so only administrators may send. Without
// to_uid a message goes to the channels chosen by to_channel_name (or all
// enabled ones); with it, only to that user's own targets (用户管理), each
// carried by the channel of its type (among to_channel_name, when given).
func (s *Server) scriptingNotifyRoutes() {
	admin := s.adminOnly
	// config.register_channel_template: the SDK posts a template file as
	// parsed YAML, one tab of 设置 › 消息模板 ({channel_type, <message
	// type>: {title, body}}); the message types it names replace the
	// channel's texts, the others stay.
	s.mux.Handle("POST /api/setting/register_channel_template", admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		var tab map[string]json.RawMessage
		if err := decodeJSON(r, &tab); err != nil {
			return nil, err
		}
		if _, ok := tab["channel_type"]; !ok {
			if _, ok := tab["type"]; !ok {
				return nil, Error{Message: "模版缺少channel_type（推送通道类型）"}
			}
			tab["channel_type"] = tab["type"]
		}
		return s.applyTemplateTabs(r, []map[string]json.RawMessage{tab})
	}))
	s.mux.Handle("POST /api/notify/send_text_message", admin(s.sendMessage(func(in sendInput) notify.Message {
		return notify.Message{Title: in.Title, Body: in.Body}
	})))
	s.mux.Handle("POST /api/notify/send_message_by_tmpl", admin(s.sendMessage(func(in sendInput) notify.Message {
		vars := notify.Vars(in.Context)
		return notify.Message{Title: notify.Render(in.Title, vars), Body: notify.Render(in.Body, vars)}
	})))
	s.mux.Handle("POST /api/notify/send_message_by_tmpl_name", admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in sendInput
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		vars := notify.Vars(in.Context)
		return s.sendEither(r, in, func(ctx context.Context) (int, error) {
			return s.Notifier.SendNamed(ctx, in.TemplateName, vars, in.channels())
		}, func(ctx context.Context, uid int64) (int, error) {
			return s.Notifier.SendUserNamed(ctx, uid, in.TemplateName, vars, in.channels())
		})
	}))
	s.mux.Handle("POST /api/notify/send_system_message", admin(s.sendSystemMessage))
}

// sendInput is the bodies of the send calls (each uses some keys).
type sendInput struct {
	ToUID        any            `json:"to_uid"`
	Title        string         `json:"title"`
	Body         string         `json:"body"`
	TemplateName string         `json:"template_name"`
	Context      map[string]any `json:"context"`
	ToChannel    channelNames   `json:"to_channel_name"`
}

func (in sendInput) channels() []string { return in.ToChannel }

// channelNames is to_channel_name: a name, a list of names, or null (all
// enabled channels). Anything else is refused, never read as "all".
type channelNames []string

func (c *channelNames) UnmarshalJSON(b []byte) error {
	var one *string
	if json.Unmarshal(b, &one) == nil {
		*c = nil
		if one != nil && strings.TrimSpace(*one) != "" {
			*c = channelNames{strings.TrimSpace(*one)}
		}
		return nil
	}
	var list []string
	if err := json.Unmarshal(b, &list); err != nil {
		got := map[byte]string{'{': "object", '[': "array", 't': "bool", 'f': "bool"}[b[0]]
		return &json.UnmarshalTypeError{Value: cmp.Or(got, "number"), Type: reflect.TypeFor[channelNames](), Field: "to_channel_name"}
	}
	*c = list
	return nil
}

// sendMessage is an SDK call that sends the one message its body makes:
// the same text on every channel.
func (s *Server) sendMessage(message func(sendInput) notify.Message) func(http.ResponseWriter, *http.Request) (any, error) {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in sendInput
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		m := message(in)
		return s.sendEither(r, in, func(ctx context.Context) (int, error) { return s.Notifier.SendText(ctx, m, in.channels()) },
			func(ctx context.Context, uid int64) (int, error) {
				return s.Notifier.SendUser(ctx, uid, m, in.channels())
			})
	}
}

// sendEither sends to the channels, or to to_uid's own targets when given.
func (s *Server) sendEither(r *http.Request, in sendInput, channels func(context.Context) (int, error),
	user func(context.Context, int64) (int, error)) (any, error) {
	raw := jsonScalar(in.ToUID)
	if raw == "" {
		return sent(channels(r.Context()))
	}
	u, err := s.targetUser(r, raw)
	if err != nil {
		return nil, err
	}
	n, err := user(r.Context(), u.ID)
	if n == 0 && err == nil {
		return nil, Error{Message: "用户“" + u.Username + "”没有设置可送达的推送目标（Bark、PushDeer、Telegram 或企业微信），或没有对应的推送通道"}
	}
	return sent(n, err)
}

// sent answers a send: how many channels took it, or why not.
func sent(n int, err error) (any, error) {
	if errors.As(err, new(Error)) { // a refusal (no channel of the kind …): its own words
		return nil, err
	}
	if err != nil {
		return nil, Error{Message: "部分推送通道发送失败：" + err.Error()}
	}
	return Result{Message: "已发送到" + strconv.Itoa(n) + "个推送通道"}, nil
}

// systemTypes are the SDK's SystemNotifyType names with the icon the
// notification list shows.
var systemTypes = map[string]string{"Login": "Login", "SmartDownload": "Download", "System": "Notifications",
	"SystemError": "Error", "Plugin": "Extension"}

// sendSystemMessage: {to_uid, title, message, type}; to_uid null is the
// caller.
func (s *Server) sendSystemMessage(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		ToUID   any    `json:"to_uid"`
		Title   string `json:"title"`
		Message string `json:"message"`
		Type    string `json:"type"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	if in.Type == "" {
		in.Type = "Plugin"
	}
	icon, ok := systemTypes[in.Type]
	if !ok {
		return nil, Error{Message: "type 只能是 Login、SmartDownload、System、SystemError 或 Plugin"}
	}
	if strings.TrimSpace(in.Title) == "" {
		return nil, Error{Message: "缺少 title"}
	}
	me, _ := s.currentUser(r)
	uid := me.ID
	if raw := jsonScalar(in.ToUID); raw != "" {
		u, err := s.targetUser(r, raw)
		if err != nil {
			return nil, err
		}
		uid = u.ID
	}
	n := store.Notify{UID: uid, Title: in.Title, Message: in.Message, Icon: icon, Type: in.Type}
	if err := s.Store.AddNotify(r.Context(), n); err != nil {
		return nil, err
	}
	return Result{Message: "消息已发送"}, nil
}
