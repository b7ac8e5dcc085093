package settings

import (
	"net"
	"strings"
)

// WebSettingInput is the body of setting/save_web.
type WebSettingInput struct {
	ServerURL string `json:"server_url"`
	Host      string `json:"host"`
	Port      Int    `json:"port"`
}

// Validate checks the form and returns the record to store.
func (in WebSettingInput) Validate() (WebSetting, error) {
	web, err := WebInput{ServerURL: in.ServerURL, Port: in.Port}.Validate()
	if err != nil {
		return WebSetting{}, err
	}
	host, err := checkHost(in.Host)
	if err != nil {
		return WebSetting{}, err
	}
	return WebSetting{ServerURL: web.ServerURL, Host: host, Port: web.Port}, nil
}

// checkHost accepts an IP address ("::", "0.0.0.0", "192.168.1.2") or a
// host name, optionally in brackets ("[::1]").
func checkHost(raw string) (string, error) {
	s, err := checkText("主机", raw, true, maxShortLen)
	if err != nil {
		return "", err
	}
	if b, ok := strings.CutPrefix(s, "["); ok {
		if s, ok = strings.CutSuffix(b, "]"); !ok {
			s = "" // unbalanced bracket: fails below
		}
	}
	if net.ParseIP(s) != nil || isHostName(s) {
		return s, nil
	}
	return "", invalid("主机必须是IP地址（如 :: 或 0.0.0.0）或主机名")
}

// isHostName reports whether s is a DNS name of letters, digits, '-' and '.'.
func isHostName(s string) bool {
	if s == "" || len(s) > 253 {
		return false
	}
	for _, label := range strings.Split(s, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
				return false
			}
		}
	}
	return true
}

// AllInterfaces reports whether host means "listen everywhere".
func AllInterfaces(host string) bool {
	switch host {
	case "", "::", "0.0.0.0":
		return true
	}
	return false
}
