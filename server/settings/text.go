package settings

import (
	"net/url"
	"strings"
	"unicode/utf16"
)

// Length caps. The forms have no limits of their own for most fields; these
// only keep a stored record small and sane.
const (
	maxURLLen    = 2048
	maxSecretLen = 1024 // API keys, tokens, passwords, user names
	maxPathLen   = 4096
	maxShortLen  = 255 // category names and the like
)

// TextLen counts like JavaScript's String.length (UTF-16 code units), so a
// limit means the same on the server as in the form.
func TextLen(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// quote shortens user input echoed in a message (e.g. an unknown type), so
// a hostile value cannot make the message huge.
func quote(s string) string {
	const max = 32
	r := []rune(s)
	if len(r) > max {
		return string(r[:max]) + "…"
	}
	return s
}

// checkHTTPURL validates an http(s) address typed into field label and
// returns it trimmed of spaces and trailing slashes. A bare "http://" or
// "https://" (the forms' initial value) counts as empty. Addresses with a
// user name or password are refused: they would end up in logs and in
// connection messages, and every client here takes credentials separately.
func checkHTTPURL(label, raw string, required bool) (string, error) {
	s := strings.TrimRight(strings.TrimSpace(raw), "/")
	if l := strings.ToLower(s); l == "http:" || l == "https:" {
		s = ""
	}
	if s == "" {
		if required {
			return "", invalid("%s不能为空", label)
		}
		return "", nil
	}
	if TextLen(s) > maxURLLen {
		return "", invalid("%s不能超过%d个字符", label, maxURLLen)
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" {
		return "", invalid("%s必须是以http://或https://开头的网址", label)
	}
	if u.User != nil {
		return "", invalid("%s不能包含账号或密码", label)
	}
	if strings.ContainsAny(s, "?#") { // a query or a fragment, even an empty one
		return "", invalid("%s不能包含“?”或“#”", label)
	}
	return s, nil
}

// checkText trims s and enforces required and the length cap.
func checkText(label, s string, required bool, max int) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" && required {
		return "", invalid("%s不能为空", label)
	}
	if TextLen(s) > max {
		return "", invalid("%s不能超过%d个字符", label, max)
	}
	return s, nil
}
