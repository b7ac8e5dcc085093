package notify

import (
	"maps"
	"net/url"
	"slices"
	"strings"
)

// Personal is the deliveries that reach t: each through the first enabled
// channel of its type (among names, when given). Bark needs no channel
// (the URL is the whole address) and PushDeer falls back to the public
// server; Telegram and 企业微信 need the admin's bot or app.
func Personal(list []ChannelConfig, names []string, t Targets) []ChannelConfig {
	carrier := func(typ string) (ChannelConfig, bool) {
		i := slices.IndexFunc(list, func(c ChannelConfig) bool {
			return c.Enable && c.Type == typ && (len(names) == 0 || slices.Contains(names, c.Name))
		})
		if i < 0 {
			return ChannelConfig{}, false
		}
		c := list[i]
		c.Args = maps.Clone(c.Args)
		c.Name += "（用户）"
		return c, true
	}
	var out []ChannelConfig
	if server, key, ok := splitBarkURL(t.Bark); ok && (t.AnyBark || BarkServerAllowed(list, t.Bark)) {
		c, found := carrier("bark")
		if found || len(names) == 0 {
			if !found {
				c = ChannelConfig{Type: "bark", Name: "Bark（用户）", Args: Config{"group": "MovieRobot"}}
			}
			c.Args["server"], c.Args["device_key"] = server, key
			out = append(out, c)
		}
	}
	if key := strings.TrimSpace(t.PushDeer); key != "" {
		c, found := carrier("pushdeer")
		if found || len(names) == 0 {
			if !found {
				c = ChannelConfig{Type: "pushdeer", Name: "PushDeer（用户）", Args: Config{"server": DefaultPushDeerServer}}
			}
			c.Args["push_key"] = key
			out = append(out, c)
		}
	}
	if id := strings.TrimSpace(t.Telegram); id != "" {
		if c, ok := carrier("telegram"); ok {
			c.Args["chat_id"] = id
			out = append(out, c)
		}
	}
	if who := strings.TrimSpace(t.Qywx); who != "" {
		if c, ok := carrier("qywx"); ok {
			c.Args["to_user"] = who
			out = append(out, c)
		}
	}
	return out
}

// splitBarkURL reads a Bark device URL (https://api.day.app/<key>/, maybe
// with the example text the app appends) as server and device key.
func splitBarkURL(s string) (server, key string, ok bool) {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", "", false
	}
	key, _, _ = strings.Cut(strings.TrimPrefix(u.Path, "/"), "/")
	if key == "" {
		return "", "", false
	}
	return u.Scheme + "://" + u.Host, key, true
}

// reaches reports whether channel c already delivers to d's address, so
// d would be a second copy.
func reaches(c, d ChannelConfig) bool {
	if c.Type != d.Type {
		return false
	}
	same := func(keys ...string) bool {
		return !slices.ContainsFunc(keys, func(k string) bool { return c.Args.String(k) != d.Args.String(k) })
	}
	switch c.Type {
	case "bark":
		return same("server", "device_key")
	case "pushdeer":
		return same("server", "push_key")
	case "telegram":
		return same("api_base", "bot_token", "chat_id")
	case "qywx":
		to := c.Args.String("to_user")
		return same("api_base", "corp_id", "agent_id") &&
			(to == "" || to == "@all" || slices.Contains(strings.Split(to, "|"), d.Args.String("to_user")))
	}
	return false
}
