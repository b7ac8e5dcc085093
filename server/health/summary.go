package health

import (
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

func itoa(n int) string { return strconv.Itoa(n) }

// Banner levels (api-contract §3.1 Health level).
const (
	LevelSuccess = "success"
	LevelInfo    = "info"
	LevelWarning = "warning"
	LevelError   = "error"
)

// Summarize is the hub banner: a level and the sentence shown. A media
// server or download client down is an error (nothing gets downloaded or
// organised); only metadata sites down is a warning.
func Summarize(services []Service) (level, message string) {
	if len(services) == 0 {
		return LevelInfo, "尚未配置任何服务"
	}
	var down, unchecked []string
	core := false
	for _, s := range services {
		switch s.Health.Status {
		case settings.HealthDown:
			down = append(down, s.Display)
			core = core || s.Kind != settings.KindMetadata
		case settings.HealthUp:
		default:
			unchecked = append(unchecked, s.Display)
		}
	}
	switch {
	case len(down) > 0 && core:
		return LevelError, "有" + itoa(len(down)) + "个服务异常：" + strings.Join(down, "、")
	case len(down) > 0:
		return LevelWarning, "有" + itoa(len(down)) + "个服务异常：" + strings.Join(down, "、")
	case len(unchecked) > 0:
		return LevelInfo, "正在检查服务状态：" + strings.Join(unchecked, "、")
	}
	return LevelSuccess, "所有服务运行正常"
}

// State is one service in get_health's data (an addition): the banner
// names each failing service with its last error and a link to fix it.
type State struct {
	Name        string `json:"name"`
	Kind        string `json:"kind"`
	Status      string `json:"status"` // up, down or unchecked
	LastError   string `json:"last_error"`
	SettingHref string `json:"setting_href"`
}

// States lists the services for the banner, in Configured's order.
func States(services []Service) []State {
	out := make([]State, 0, len(services))
	for _, s := range services {
		status := "unchecked"
		switch s.Health.Status {
		case settings.HealthDown:
			status = "down"
		case settings.HealthUp:
			status = "up"
		}
		out = append(out, State{Name: s.Display, Kind: s.Kind, Status: status, LastError: lastError(s), SettingHref: s.Href})
	}
	return out
}

// lastError is why the last check failed, "" unless the service is down.
func lastError(s Service) string {
	if s.Health.Status != settings.HealthDown {
		return ""
	}
	if s.Health.Message == "" {
		return "连接检查失败"
	}
	return s.Health.Message
}
