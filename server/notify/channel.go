// Package notify sends the app's notifications through the channels an
// admin configures (Bark, Telegram, PushDeer, Server酱, 企业微信, a generic
// webhook): each channel's form definition, validation and real sender,
// the message templates, and Notifier, the one entry point other features
// call to notify.
package notify

import (
	"context"
	"net/http"
)

// ArgDef is one field of a schema-driven form (api-contract §2.5 ArgDef):
// a channel's form here, and a plugin command's arguments (plugins reads
// them from manifests), both drawn by the web's one schema form.
type ArgDef struct {
	Name         string      `json:"name"`
	ArgType      string      `json:"arg_type"` // String, Bool or Enum
	Label        string      `json:"label"`
	Helper       string      `json:"helper"`
	DefaultValue any         `json:"default_value"`
	EnumValues   []EnumValue `json:"enum_values,omitempty"`
	MultiValue   bool        `json:"multi_value"`
	Required     bool        `json:"required"`

	// Rules Channel.Validate applies, never sent (plugins leave them unset).
	url   bool                // an http(s) address
	check func(string) string // extra rule; returns the message or ""
}

// EnumValue is one choice of an Enum field. Channels' values are strings;
// a plugin manifest may give numbers.
type EnumValue struct {
	Name  string `json:"name"`
	Value any    `json:"value"`
}

// Field types (api-contract §3.2 dynamic form field types).
const (
	TypeString = "String"
	TypeBool   = "Bool"
	TypeEnum   = "Enum"
)

// Message is one rendered notification.
type Message struct {
	Title string
	Body  string
}

// Config is a channel's validated field values: string, bool or []string
// by field type. It holds secrets (keys, tokens) and is never logged.
type Config map[string]any

// String returns a String or single Enum field ("" when unset).
func (c Config) String(name string) string {
	s, _ := c[name].(string)
	return s
}

// Channel is one kind of notification channel.
type Channel struct {
	Type    string // channel_type, e.g. bark
	Title   string // shown as the definition's name, e.g. Bark
	IconURL string
	Args    []ArgDef
	send    func(ctx context.Context, c *http.Client, cfg Config, m Message) error
}

// Send delivers m through a channel configured with cfg. Errors are
// *SendError with a Chinese reason that quotes no secret.
func (ch Channel) Send(ctx context.Context, c *http.Client, cfg Config, m Message) error {
	return ch.send(ctx, c, cfg, m)
}

// Channels lists every channel type, in the order the add dialog shows.
func Channels() []Channel {
	return []Channel{bark(), telegram(), pushDeer(), serverChan(), qywx(), webhook()}
}

// Lookup finds a channel type.
func Lookup(channelType string) (Channel, bool) {
	for _, ch := range Channels() {
		if ch.Type == channelType {
			return ch, true
		}
	}
	return Channel{}, false
}
