package notify

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/movie-robot/web-console/server/settings"
)

// Notifier delivers notifications through the configured channels. It is
// what other features call; it reads the configuration on every Send, so
// a saved change applies to the next notification.
type Notifier struct {
	store  settings.Getter
	client *http.Client
	log    *slog.Logger
	// targets finds users' own targets (UseTargets); nil reaches none.
	targets atomic.Pointer[TargetSource]
}

// NewNotifier returns a Notifier reading channels and templates from g;
// client nil means NewClient(), log nil slog.Default().
func NewNotifier(g settings.Getter, client *http.Client, log *slog.Logger) *Notifier {
	if client == nil {
		client = NewClient()
	}
	if log == nil {
		log = slog.Default()
	}
	return &Notifier{store: g, client: client, log: log}
}

// Send renders msgType (one of the MessageTypes keys) with vars for
// every enabled channel that pushes it, and delivers them in parallel. It
// returns the failures joined (each is also logged, without secrets); no
// channel to send to is not an error.
func (n *Notifier) Send(ctx context.Context, msgType string, vars map[string]string) error {
	if _, ok := messageType(msgType); !ok {
		return fmt.Errorf("notify: unknown message type %q", msgType)
	}
	list, err := ChannelsSection.Load(ctx, n.store)
	if err != nil {
		return err
	}
	tpl, err := TemplatesSection.Load(ctx, n.store)
	if err != nil {
		return err
	}
	var wg sync.WaitGroup
	errs := make([]error, len(list))
	for i, c := range list {
		if !c.Enable || !slices.Contains(c.NotifyMessage, msgType) {
			continue
		}
		wg.Go(func() { errs[i] = n.deliver(ctx, c, tpl.Text(c.Type, msgType), vars) })
	}
	wg.Wait()
	return errors.Join(errs...)
}

// Test sends the test message through c, saved or not, and reports why it
// failed (a *SendError) so the form can show it.
func (n *Notifier) Test(ctx context.Context, c ChannelConfig) error {
	tpl, err := TemplatesSection.Load(ctx, n.store)
	if err != nil {
		return err
	}
	return n.deliver(ctx, c, tpl.Text(c.Type, Test), map[string]string{"channel_name": c.Name})
}

func (n *Notifier) deliver(ctx context.Context, c ChannelConfig, txt TemplateText, vars map[string]string) error {
	return n.deliverMessage(ctx, c, Message{Title: Render(txt.Title, vars), Body: Render(txt.Body, vars)})
}

// deliverMessage sends m as it is through c.
func (n *Notifier) deliverMessage(ctx context.Context, c ChannelConfig, m Message) error {
	ch, ok := Lookup(c.Type)
	if !ok {
		return fmt.Errorf("notify: channel %q has unknown type %q", c.Name, c.Type)
	}
	err := ch.Send(ctx, n.client, c.Args, m)
	if err != nil {
		n.log.LogAttrs(ctx, slog.LevelWarn, "notification not delivered",
			slog.String("channel_type", c.Type), slog.String("channel", c.Name), slog.String("reason", err.Error()))
	}
	return err
}
