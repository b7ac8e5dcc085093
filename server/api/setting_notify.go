package api

import (
	"maps"
	"net/http"

	"github.com/movie-robot/web-console/server/notify"
)

// notifyRoutes are the notification-channel endpoints (api-contract §2.4
// notify rows, §2.5); all need a signed-in admin.
func (s *Server) notifyRoutes() {
	admin := s.adminOnly
	s.mux.Handle("GET /api/notify/get_channel_list", admin(s.channelList))
	s.mux.Handle("GET /api/notify/get_definition", admin(s.channelDefinition))
	s.mux.Handle("GET /api/setting/get_notify", admin(s.getNotify))
	s.mux.Handle("POST /api/setting/save_notify", admin(s.saveNotify))
	s.mux.Handle("POST /api/setting/test_notify", admin(s.testNotify))
	s.mux.Handle("GET /api/setting/delete_notify", admin(s.deleteNotify))
	s.mux.Handle("POST /api/setting/set_notify_enable", admin(s.setNotifyEnable))
	s.mux.Handle("GET /api/setting/get_notify_template", admin(s.getNotifyTemplate))
	s.mux.Handle("POST /api/setting/save_notify_template", admin(s.saveNotifyTemplate))
}

// channelList: the channel types the add dialog offers.
func (s *Server) channelList(w http.ResponseWriter, r *http.Request) (any, error) {
	out := []map[string]string{}
	for _, ch := range notify.Channels() {
		out = append(out, map[string]string{"channel_type": ch.Type, "name": ch.Title, "icon_url": ch.IconURL})
	}
	return out, nil
}

type definitionJSON struct {
	Name            string             `json:"name"`
	Args            []notify.ArgDef    `json:"args"`
	Config          map[string]any     `json:"config"` // null for a new channel
	TemplateOptions []notify.EnumValue `json:"template_options"`
}

// channelDefinition: the form of channel_type, with the saved values of
// the channel called name when given.
func (s *Server) channelDefinition(w http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	ch, ok := notify.Lookup(q.Get("channel_type"))
	if !ok {
		return nil, Error{Message: "不支持的推送通道：" + q.Get("channel_type")}
	}
	out := definitionJSON{Name: ch.Title, Args: ch.Args, TemplateOptions: notify.TemplateOptions()}
	if name := q.Get("name"); name != "" {
		list, err := notify.ChannelsSection.Load(r.Context(), s.Store)
		if err != nil {
			return nil, err
		}
		c, _, err := notify.FindChannel(list, name)
		if err != nil || c.Type != ch.Type {
			return nil, Error{Message: "推送通道“" + name + "”不存在，可能已被删除"}
		}
		out.Config = maps.Clone(c.Args)
		out.Config["name"], out.Config["notify_message"], out.Config["enable"] = c.Name, c.NotifyMessage, c.Enable
	}
	return out, nil
}

// getNotify: the hub's channel rows.
func (s *Server) getNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	list, err := notify.ChannelsSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	out := []map[string]any{}
	for _, c := range list {
		ch, _ := notify.Lookup(c.Type)
		out = append(out, map[string]any{"type": c.Type, "name": c.Name, "icon_url": ch.IconURL, "enable": c.Enable})
	}
	return out, nil
}
