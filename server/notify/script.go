package notify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// The scripting API's sending calls (notify/send_* of the original's
// Python SDK). Scripts choose the channels by name; a script's messages
// are not one of the message types, so a channel's notify_message list
// does not filter them.

// Vars turns a script's template context into template values: strings
// as they are, whole numbers without a decimal point, anything else as
// JSON.
func Vars(ctx map[string]any) map[string]string {
	out := make(map[string]string, len(ctx))
	for k, v := range ctx {
		switch x := v.(type) {
		case nil:
			out[k] = ""
		case string:
			out[k] = x
		case float64:
			out[k] = strconv.FormatFloat(x, 'f', -1, 64)
		case bool:
			out[k] = strconv.FormatBool(x)
		default:
			b, _ := json.Marshal(x)
			out[k] = string(b)
		}
	}
	return out
}

// SendText delivers m through the enabled channels named (every enabled
// one when names is empty) and answers how many took it. A name that is
// no channel is refused before anything is sent; failures are joined.
func (n *Notifier) SendText(ctx context.Context, m Message, names []string) (int, error) {
	list, err := n.channelsFor(ctx, m, names)
	if err != nil {
		return 0, err
	}
	var wg sync.WaitGroup
	errs := make([]error, len(list))
	sent := 0
	for i, c := range list {
		if !c.Enable || (len(names) > 0 && !slices.Contains(names, c.Name)) {
			continue
		}
		sent++
		wg.Go(func() { errs[i] = n.deliverMessage(ctx, c, m) })
	}
	wg.Wait()
	return sent, errors.Join(errs...)
}

// channelsFor checks a script's message and the channel names it gives
// (a name that is no channel is refused) and answers every channel.
func (n *Notifier) channelsFor(ctx context.Context, m Message, names []string) ([]ChannelConfig, error) {
	if strings.TrimSpace(m.Title) == "" && strings.TrimSpace(m.Body) == "" {
		return nil, Invalid{Message: "消息标题和内容不能都为空"}
	}
	list, err := ChannelsSection.Load(ctx, n.store)
	if err != nil {
		return nil, err
	}
	return list, checkNames(list, names)
}

// checkNames refuses a channel name that is no channel.
func checkNames(list []ChannelConfig, names []string) error {
	for _, name := range names {
		if !slices.ContainsFunc(list, func(c ChannelConfig) bool { return c.Name == name }) {
			return Invalid{Message: fmt.Sprintf("没有名为“%s”的推送通道", name)}
		}
	}
	return nil
}

// SendTemplate renders title and body with vars ({{name}}) and sends them
// like SendText.
func (n *Notifier) SendTemplate(ctx context.Context, title, body string, vars map[string]string, names []string) (int, error) {
	return n.SendText(ctx, Message{Title: Render(title, vars), Body: Render(body, vars)}, names)
}

// SendNamed renders the saved template of message type key (设置 › 消息模板)
// for each channel and sends it like SendText.
func (n *Notifier) SendNamed(ctx context.Context, key string, vars map[string]string, names []string) (int, error) {
	tpl, list, err := n.templateAndChannels(ctx, key)
	if err != nil {
		return 0, err
	}
	total := 0
	var errs []error
	// Each channel type has its own text of the template.
	for _, c := range list {
		if !c.Enable || (len(names) > 0 && !slices.Contains(names, c.Name)) {
			continue
		}
		txt := tpl.Text(c.Type, key)
		sent, err := n.SendTemplate(ctx, txt.Title, txt.Body, vars, []string{c.Name})
		total += sent
		errs = append(errs, err)
	}
	return total, errors.Join(errs...)
}

// templateAndChannels checks that key is a message type and loads the
// saved templates and every channel.
func (n *Notifier) templateAndChannels(ctx context.Context, key string) (Templates, []ChannelConfig, error) {
	if err := checkTemplateName(key); err != nil {
		return nil, nil, err
	}
	tpl, err := TemplatesSection.Load(ctx, n.store)
	if err != nil {
		return nil, nil, err
	}
	list, err := ChannelsSection.Load(ctx, n.store)
	return tpl, list, err
}

func checkTemplateName(key string) error {
	if _, ok := messageType(key); ok {
		return nil
	}
	keys := make([]string, 0, len(MessageTypes))
	for _, t := range MessageTypes {
		keys = append(keys, t.Key)
	}
	return Invalid{Message: "没有名为“" + key + "”的消息模板，可用：" + strings.Join(keys, "、")}
}

// SendUserNamed renders the saved template of message type key for each
// carrying channel's type and sends it like SendUser.
func (n *Notifier) SendUserNamed(ctx context.Context, uid int64, key string, vars map[string]string, names []string) (int, error) {
	tpl, list, err := n.templateAndChannels(ctx, key)
	if err != nil {
		return 0, err
	}
	if err := checkNames(list, names); err != nil {
		return 0, err
	}
	return n.sendPersonal(ctx, uid, list, names, nil, func(typ string) Message {
		txt := tpl.Text(typ, key)
		return Message{Title: Render(txt.Title, vars), Body: Render(txt.Body, vars)}
	})
}
