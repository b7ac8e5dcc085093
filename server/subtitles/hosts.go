package subtitles

import (
	"fmt"
	"net/url"
	"strings"
)

// ParseHosts reads --subtitle-hosts: "zimuku=http://…,subhd=…,assrt=…,opensubtitles=…".
func ParseHosts(s string) (map[string]string, error) {
	out := map[string]string{}
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		k, v, ok := strings.Cut(part, "=")
		k, v = strings.TrimSpace(k), strings.TrimRight(strings.TrimSpace(v), "/")
		if _, known := DefaultBases[k]; !ok || !known {
			return nil, fmt.Errorf("未知的字幕来源 %q（可用：zimuku、subhd、assrt、opensubtitles）", k)
		}
		if u, err := url.Parse(v); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, fmt.Errorf("字幕来源 %s 的地址必须是 http(s) 地址，%q 不是", k, v)
		}
		out[k] = v
	}
	return out, nil
}
