package notify

import (
	"encoding/json"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/settings"
)

// ChannelConfig is one configured channel. Args holds secrets.
type ChannelConfig struct {
	Type          string   `json:"type"`
	Name          string   `json:"name"` // alias, unique among all channels
	Args          Config   `json:"args"`
	NotifyMessage []string `json:"notify_message"`
	Enable        bool     `json:"enable"`
}

// ChannelsSection is stored under "notify.channels".
var ChannelsSection = settings.Section[[]ChannelConfig]{Key: "notify.channels", Default: func() []ChannelConfig {
	return []ChannelConfig{}
}}

// SaveInput is the body of save_notify and test_notify: the channel type,
// the name it had (null when new) and the form's values, which also carry
// the alias (name), notify_message and enable.
type SaveInput struct {
	Type string                     `json:"type"`
	Name *string                    `json:"name"`
	Args map[string]json.RawMessage `json:"args"`
}

// Original is the name of the channel being edited ("" when new).
func (in SaveInput) Original() string {
	if in.Name == nil {
		return ""
	}
	return *in.Name
}

const maxAlias = 32

// Validate checks the body into the config to store.
func (in SaveInput) Validate() (ChannelConfig, error) {
	ch, ok := Lookup(in.Type)
	if !ok {
		return ChannelConfig{}, invalid("不支持的推送通道：%s", quoteShort(in.Type))
	}
	out := ChannelConfig{Type: ch.Type, NotifyMessage: PushableKeys(), Enable: true}
	var alias string
	if json.Unmarshal(in.Args["name"], &alias) != nil && in.Args["name"] != nil {
		return out, invalid("通道别名必须是文本")
	}
	out.Name = strings.TrimSpace(alias)
	switch {
	case out.Name == "":
		return out, invalid("通道别名不能为空")
	case utf8.RuneCountInString(out.Name) > maxAlias:
		return out, invalid("通道别名不能超过%d个字符", maxAlias)
	case strings.IndexFunc(out.Name, unicode.IsControl) >= 0:
		return out, invalid("通道别名不能包含控制字符")
	}
	if raw, ok := in.Args["notify_message"]; ok && string(raw) != "null" {
		var keys []string
		if json.Unmarshal(raw, &keys) != nil {
			return out, invalid("推送内容必须是列表")
		}
		out.NotifyMessage = []string{}
		for _, k := range keys {
			if _, ok := messageType(k); !ok || k == Test {
				return out, invalid("推送内容不支持“%s”", quoteShort(k))
			}
			if !slices.Contains(out.NotifyMessage, k) {
				out.NotifyMessage = append(out.NotifyMessage, k)
			}
		}
	}
	if raw, ok := in.Args["enable"]; ok && string(raw) != "null" && json.Unmarshal(raw, &out.Enable) != nil {
		return out, invalid("启用这个通知必须是true或false")
	}
	var err error
	out.Args, err = ch.Validate(in.Args)
	return out, err
}

func quoteShort(s string) string {
	if r := []rune(s); len(r) > 32 {
		return string(r[:32]) + "…"
	}
	return s
}

// maxChannels caps the list, like every named list.
const maxChannels = 20

// PutChannel adds c (original "") or replaces the channel named original.
func PutChannel(list []ChannelConfig, original string, c ChannelConfig) ([]ChannelConfig, error) {
	list = slices.Clone(list)
	at := -1
	if original != "" {
		if at = slices.IndexFunc(list, func(x ChannelConfig) bool { return x.Name == original }); at < 0 {
			return nil, invalid("推送通道“%s”不存在，可能已被删除", quoteShort(original))
		}
	}
	for i, x := range list {
		if i != at && x.Name == c.Name {
			return nil, invalid("已经有名为“%s”的推送通道了", quoteShort(c.Name))
		}
	}
	if at >= 0 {
		list[at] = c
		return list, nil
	}
	if len(list) >= maxChannels {
		return nil, invalid("最多只能添加%d个推送通道", maxChannels)
	}
	return append(list, c), nil
}

// FindChannel returns the channel named name.
func FindChannel(list []ChannelConfig, name string) (ChannelConfig, int, error) {
	at := slices.IndexFunc(list, func(x ChannelConfig) bool { return x.Name == name })
	if at < 0 {
		return ChannelConfig{}, -1, invalid("推送通道“%s”不存在，可能已被删除", quoteShort(name))
	}
	return list[at], at, nil
}
