package notify

import (
	"encoding/json"
	"maps"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/settings"
)

// TemplateText is a message type's title and body template for one
// channel type.
type TemplateText struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}

// Templates are the admin's changes: channel type → message key → text.
// Only texts that differ from the default are kept, so improved defaults
// reach everyone who did not change them.
type Templates map[string]map[string]TemplateText

// TemplatesSection is stored under "notify.templates".
var TemplatesSection = settings.Section[Templates]{Key: "notify.templates", Default: func() Templates {
	return Templates{}
}}

// Text is the template channelType uses for message key.
func (t Templates) Text(channelType, key string) TemplateText {
	if txt, ok := t[channelType][key]; ok {
		return txt
	}
	mt, _ := messageType(key)
	return TemplateText{Title: mt.Title, Body: mt.Body}
}

// Tabs is the get_notify_template answer: per channel type, its name and
// every message type's {name, title, body} under the type's key.
func (t Templates) Tabs() []map[string]any {
	var tabs []map[string]any
	for _, ch := range Channels() {
		tab := map[string]any{"channel_type": ch.Type, "name": ch.Title}
		for _, mt := range MessageTypes {
			txt := t.Text(ch.Type, mt.Key)
			tab[mt.Key] = map[string]string{"name": mt.Name, "title": txt.Title, "body": txt.Body}
		}
		tabs = append(tabs, tab)
	}
	return tabs
}

// Template lengths: a title is one line, a body a screenful.
const (
	maxTitleLen = 200
	maxBodyLen  = 4000
)

// ApplyTabs validates a save_notify_template body (the whole array as the
// GET returned it, edited) and returns t with its texts applied.
func (t Templates) ApplyTabs(tabs []map[string]json.RawMessage) (Templates, error) {
	out := Templates{}
	for k, v := range t {
		out[k] = maps.Clone(v)
	}
	for _, tab := range tabs {
		var chType string
		json.Unmarshal(tab["channel_type"], &chType)
		ch, ok := Lookup(chType)
		if !ok {
			return nil, invalid("不支持的推送通道：%s", quoteShort(chType))
		}
		changed := map[string]TemplateText{}
		for _, mt := range MessageTypes {
			raw, ok := tab[mt.Key]
			if !ok {
				if old, had := out[ch.Type][mt.Key]; had {
					changed[mt.Key] = old
				}
				continue
			}
			var txt TemplateText
			if json.Unmarshal(raw, &txt) != nil {
				return nil, invalid("%s的“%s”模版格式不正确", ch.Title, mt.Name)
			}
			switch {
			case txt.Title == "":
				return nil, invalid("%s的“%s”标题模版不能为空", ch.Title, mt.Name)
			case utf8.RuneCountInString(txt.Title) > maxTitleLen:
				return nil, invalid("%s的“%s”标题模版不能超过%d个字符", ch.Title, mt.Name, maxTitleLen)
			case utf8.RuneCountInString(txt.Body) > maxBodyLen:
				return nil, invalid("%s的“%s”内容模版不能超过%d个字符", ch.Title, mt.Name, maxBodyLen)
			}
			if txt != (TemplateText{Title: mt.Title, Body: mt.Body}) {
				changed[mt.Key] = txt
			}
		}
		delete(out, ch.Type)
		if len(changed) > 0 {
			out[ch.Type] = changed
		}
	}
	return out, nil
}

// TemplateOptions are get_definition's template_options: the message
// types a channel may push.
func TemplateOptions() []EnumValue {
	var opts []EnumValue
	for _, mt := range Pushable() {
		opts = append(opts, EnumValue{Name: mt.Name, Value: mt.Key})
	}
	return opts
}
