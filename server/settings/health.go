package settings

import "time"

// Health statuses (api-contract §3.1 HealthStatus).
const (
	HealthUnset = 0 // 未设置: nothing saved yet
	HealthUp    = 1 // 可用
	HealthDown  = 2 // 异常
)

// Health is the result of the last connection check of a media server or
// download client. It is stored beside the record it was computed from, in
// the same transaction, and stays 异常 until a later check passes.
type Health struct {
	Status    int    `json:"status"`
	Message   string `json:"message"`    // why it is 异常; "" when up
	Version   string `json:"version"`    // what the service reported, when up
	CheckedAt string `json:"checked_at"` // RFC 3339; "" before the first check
}

// NewHealth turns a check's outcome into a Health; reason is the Chinese
// explanation of a failure (the error is not kept: it is not for users).
func NewHealth(version string, failed bool, reason string, at time.Time) Health {
	h := Health{Status: HealthUp, Version: version, CheckedAt: at.UTC().Format(time.RFC3339)}
	if failed {
		h = Health{Status: HealthDown, Message: reason, CheckedAt: h.CheckedAt}
	}
	return h
}

func unsetHealth() Health { return Health{Status: HealthUnset} }

// Kinds of checked services; a service's health is stored under
// HealthKey(kind, name), apart from its configuration, so the background
// checker can update it without rewriting (and racing) the lists.
const (
	KindMediaServer    = "media_server"
	KindDownloadClient = "download_client"
	KindMetadata       = "metadata" // names: douban, tmdb, fanart
)

// HealthKey is where a service's health is stored, e.g.
// "health.media_server.默认". Its section loads as 未设置 until checked.
func HealthKey(kind, name string) string { return "health." + kind + "." + name }

// HealthSection is the stored health of one service.
func HealthSection(kind, name string) Section[Health] {
	return Section[Health]{Key: HealthKey(kind, name), Default: unsetHealth}
}
