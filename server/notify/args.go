package notify

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/fault"
)

// Invalid is a validation failure; Message names the field and is shown as
// is. It never quotes a value (most fields are secrets).
type Invalid = fault.Invalid

func invalid(format string, args ...any) error {
	return Invalid{Message: fmt.Sprintf(format, args...)}
}

// maxArgLen caps a text field; templates are the longest.
const maxArgLen = 8192

// Validate checks the form's values against the channel's fields and
// returns the config to store. Keys the channel does not define are
// dropped; a missing optional field takes its default.
func (ch Channel) Validate(raw map[string]json.RawMessage) (Config, error) {
	cfg := Config{}
	for _, a := range ch.Args {
		v, present := raw[a.Name]
		if present && string(v) == "null" {
			present = false
		}
		var err error
		switch a.ArgType {
		case TypeBool:
			cfg[a.Name], err = a.boolValue(v, present)
		case TypeEnum:
			cfg[a.Name], err = a.enumValue(v, present)
		default:
			cfg[a.Name], err = a.stringValue(v, present)
		}
		if err != nil {
			return nil, err
		}
	}
	return cfg, nil
}

func (a ArgDef) stringValue(v json.RawMessage, present bool) (string, error) {
	s, _ := a.DefaultValue.(string)
	if present {
		if json.Unmarshal(v, &s) != nil {
			return "", invalid("%s必须是文本", a.Label)
		}
	}
	s = strings.TrimSpace(s)
	if a.url {
		s = strings.TrimRight(s, "/")
	}
	switch {
	case s == "" && a.Required:
		return "", invalid("%s不能为空", a.Label)
	case utf8.RuneCountInString(s) > maxArgLen:
		return "", invalid("%s不能超过%d个字符", a.Label, maxArgLen)
	case s != "" && a.url && !isHTTPURL(s):
		return "", invalid("%s必须是以http://或https://开头的网址", a.Label)
	}
	if a.check != nil && s != "" {
		if msg := a.check(s); msg != "" {
			return "", Invalid{Message: msg}
		}
	}
	return s, nil
}

func (a ArgDef) boolValue(v json.RawMessage, present bool) (bool, error) {
	b, _ := a.DefaultValue.(bool)
	if present && json.Unmarshal(v, &b) != nil {
		return false, invalid("%s必须是true或false", a.Label)
	}
	return b, nil
}

func (a ArgDef) enumValue(v json.RawMessage, present bool) (any, error) {
	allowed := func(s string) bool {
		return slices.ContainsFunc(a.EnumValues, func(e EnumValue) bool { return e.Value == s })
	}
	if a.MultiValue {
		list := []string{}
		if present && json.Unmarshal(v, &list) != nil {
			return nil, invalid("%s必须是列表", a.Label)
		}
		for _, s := range list {
			if !allowed(s) {
				return nil, invalid("%s不支持所选的值", a.Label)
			}
		}
		return list, nil
	}
	s, _ := a.DefaultValue.(string)
	if present && json.Unmarshal(v, &s) != nil {
		return nil, invalid("%s必须是文本", a.Label)
	}
	if s == "" && !a.Required {
		return s, nil
	}
	if !allowed(s) {
		return nil, invalid("%s不支持所选的值", a.Label)
	}
	return s, nil
}

// isHTTPURL reports whether s is an absolute http(s) URL with a host and
// no user info (credentials belong in the channel's own fields).
func isHTTPURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.User == nil
}
