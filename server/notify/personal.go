package notify

import (
	"context"
	"errors"
	"slices"
	"sync"
)

// Messages about one user's own subscriptions and downloads also go to
// that user's own targets (用户管理 › Bark推送URL, Pushdeer PushKey,
// Telegram UserID, 企业微信用户). A target is delivered through the
// configured channel of its type: the bot, the 企业微信 app and the Bark
// group/sound an admin set up, addressed to the user instead.

// Targets are one user's own addresses; an empty one is skipped.
type Targets struct {
	Bark     string // a device URL, e.g. https://api.day.app/<key>/
	PushDeer string // a push key
	Telegram string // a chat id
	Qywx     string // a 企业微信 member account
	// AnyBark: the user is an admin, whose Bark URL may name any server.
	// Otherwise it must pass BarkServerAllowed, checked again at send
	// time so a value stored before the rule cannot be used.
	AnyBark bool
}

// TargetSource looks up a user's targets (users.Service is the real one).
type TargetSource interface {
	NotifyTargets(ctx context.Context, uid int64) (Targets, error)
}

// UseTargets makes SendTo and SendUser reach users' own targets; without
// it they reach none. Called once while the program starts.
func (n *Notifier) UseTargets(src TargetSource) { n.targets.Store(&src) }

// SendTo is Send for a message about user uid: the channels that push
// msgType get it, and so do uid's own targets (rendered with the template
// of the carrying channel's type), once each.
func (n *Notifier) SendTo(ctx context.Context, uid int64, msgType string, vars map[string]string) error {
	err := n.Send(ctx, msgType, vars)
	if _, ok := messageType(msgType); !ok || uid == 0 {
		return err
	}
	list, lerr := ChannelsSection.Load(ctx, n.store)
	tpl, terr := TemplatesSection.Load(ctx, n.store)
	if lerr != nil || terr != nil {
		return errors.Join(err, lerr, terr)
	}
	var already []ChannelConfig
	for _, c := range list {
		if c.Enable && slices.Contains(c.NotifyMessage, msgType) {
			already = append(already, c)
		}
	}
	_, perr := n.sendPersonal(ctx, uid, list, nil, already, func(typ string) Message {
		txt := tpl.Text(typ, msgType)
		return Message{Title: Render(txt.Title, vars), Body: Render(txt.Body, vars)}
	})
	return errors.Join(err, perr)
}

// SendUser delivers m to uid's own targets only and answers how many took
// it. names, when given, limits the carrying channels to those named.
func (n *Notifier) SendUser(ctx context.Context, uid int64, m Message, names []string) (int, error) {
	list, err := n.channelsFor(ctx, m, names)
	if err != nil {
		return 0, err
	}
	return n.sendPersonal(ctx, uid, list, names, nil, func(string) Message { return m })
}

// sendPersonal delivers to uid's targets, skipping those one of already
// reaches; render gives the message for a carrying channel's type.
func (n *Notifier) sendPersonal(ctx context.Context, uid int64, list []ChannelConfig, names []string,
	already []ChannelConfig, render func(channelType string) Message) (int, error) {
	src := n.targets.Load()
	if src == nil || uid == 0 {
		return 0, nil
	}
	t, err := (*src).NotifyTargets(ctx, uid)
	if err != nil {
		return 0, err
	}
	var out []ChannelConfig
	for _, d := range Personal(list, names, t) {
		if !slices.ContainsFunc(already, func(c ChannelConfig) bool { return reaches(c, d) }) {
			out = append(out, d)
		}
	}
	var wg sync.WaitGroup
	errs := make([]error, len(out))
	for i, d := range out {
		wg.Go(func() { errs[i] = n.deliverMessage(ctx, d, render(d.Type)) })
	}
	wg.Wait()
	return len(out), errors.Join(errs...)
}
