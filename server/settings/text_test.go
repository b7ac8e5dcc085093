package settings

import (
	"errors"
	"strings"
	"testing"
)

func msgOf(err error) string {
	var inv Invalid
	if errors.As(err, &inv) {
		return inv.Message
	}
	if err != nil {
		return "not Invalid: " + err.Error()
	}
	return ""
}

func TestCheckHTTPURL(t *testing.T) {
	ok := map[string]string{
		"http://nas:8096":          "http://nas:8096",
		" https://emby.example/ ":  "https://emby.example",
		"http://10.0.0.2/emby//":   "http://10.0.0.2/emby",
		"HTTP://Host:1":            "HTTP://Host:1",
		"http://[::1]:9091":        "http://[::1]:9091",
		"http://host:6800/jsonrpc": "http://host:6800/jsonrpc",
	}
	for in, want := range ok {
		got, err := checkHTTPURL("访问地址", in, true)
		if err != nil || got != want {
			t.Errorf("%q: got %q %v, want %q", in, got, err, want)
		}
	}
	bad := map[string]string{
		"":                     "访问地址不能为空",
		"http://":              "访问地址不能为空",
		"https:// ":            "访问地址不能为空",
		"ftp://x":              "访问地址必须是以http://或https://开头的网址",
		"nas:8096":             "访问地址必须是以http://或https://开头的网址",
		"http:///path":         "访问地址必须是以http://或https://开头的网址",
		"http://a b":           "访问地址必须是以http://或https://开头的网址",
		"http://u:p@host":      "访问地址不能包含账号或密码",
		"http://host/?x=1":     "访问地址不能包含“?”或“#”",
		"http://host/#f":       "访问地址不能包含“?”或“#”",
		"http://host:8096?":    "访问地址不能包含“?”或“#”", // an empty query is still a "?"
		"http:nas:8096":        "访问地址必须是以http://或https://开头的网址",
		"http://" + long(2100): "访问地址不能超过2048个字符",
	}
	for in, want := range bad {
		if _, err := checkHTTPURL("访问地址", in, true); msgOf(err) != want {
			t.Errorf("%q: got %q, want %q", in, msgOf(err), want)
		}
	}
	if got, err := checkHTTPURL("站点访问地址", "http://", false); got != "" || err != nil {
		t.Errorf("optional bare scheme: %q %v", got, err)
	}
}

func TestQuoteShortens(t *testing.T) {
	if got := quote(strings.Repeat("x", 100)); len([]rune(got)) != 33 {
		t.Fatalf("quote kept %d runes", len([]rune(got)))
	}
	if quote("emby2") != "emby2" {
		t.Fatal("short text changed")
	}
}

func long(n int) string { return strings.Repeat("a", n) }

func TestTextLenCountsUTF16Units(t *testing.T) {
	for s, want := range map[string]int{"": 0, "abc": 3, "管理": 2, "😀": 2, "a😀b": 4} {
		if got := TextLen(s); got != want {
			t.Errorf("TextLen(%q) = %d, want %d", s, got, want)
		}
	}
}
