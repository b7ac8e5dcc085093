// Package events is the one stream of what happened: the engine, the
// completion watcher, the organiser, the sites and the plugins publish
// here, and each event becomes a 消息通知 row for the user it concerns, a
// push by the channels' templates, one readable line in the system log
// and a message to the live subscribers (GET /api/common/events).
package events

import "time"

// Kind names what happened; it is the SSE `event:` name too.
type Kind string

// The kinds. Record is live only (download progress for open screens):
// no message row, no log line, no push. Choosing a release has no kind of
// its own: Sent names the release chosen (site · name) once the client
// holds it, and SendFailed the one that could not be sent, so a separate
// "chosen" message would only repeat them.
const (
	Sent                Kind = "sent" // a chosen torrent went to the download client
	SendFailed          Kind = "send_failed"
	Progress            Kind = "progress" // a milestone: 25, 50 or 75 %
	Completed           Kind = "completed"
	Filed               Kind = "filed"
	IdentifyFailed      Kind = "identify_failed"
	OrganiseFailed      Kind = "organise_failed"
	SiteAdded           Kind = "site_added"
	SiteCookieExpired   Kind = "site_cookie_expired"
	SiteBudgetExhausted Kind = "site_budget_exhausted"
	PluginFailed        Kind = "plugin_failed"
	SubscribeFailed     Kind = "subscribe_failed" // a title read off a 想看 list or a ranking was not subscribed
	Record              Kind = "record"
	SubtitleArrived     Kind = "subtitle_arrived"
	SubtitleGaveUp      Kind = "subtitle_gave_up" // no Chinese subtitle found in the waiting time
	ServiceDown         Kind = "service_down"     // a media server, client or metadata API stopped answering
	Job                 Kind = "job"              // a scheduler job started or ended (live only)
	JobFailed           Kind = "job_failed"       // a background job failed (told once per reason)
)

// labels are the readable names of the kinds (message titles, log lines).
var labels = map[Kind]string{
	Sent: "开始下载", SendFailed: "发送失败", Progress: "下载进度",
	Completed: "下载完成", Filed: "已整理入库", IdentifyFailed: "未能识别", OrganiseFailed: "整理失败",
	SiteAdded: "添加站点", SiteCookieExpired: "站点Cookie失效", SiteBudgetExhausted: "站点请求额度用完",
	PluginFailed: "插件运行失败", SubscribeFailed: "自动订阅失败", Record: "下载记录", SubtitleArrived: "字幕下载完成", SubtitleGaveUp: "未找到字幕", ServiceDown: "服务不可用",
	Job: "后台任务", JobFailed: "后台任务失败",
}

// Label is the readable name of k.
func Label(k Kind) string {
	if l, ok := labels[k]; ok {
		return l
	}
	return string(k)
}

// Failure tells the kinds logged as warnings (and shown as such).
func Failure(k Kind) bool {
	switch k {
	case SendFailed, IdentifyFailed, OrganiseFailed, SiteCookieExpired, SiteBudgetExhausted, PluginFailed, SubscribeFailed, SubtitleGaveUp, ServiceDown, JobFailed:
		return true
	}
	return false
}

// Refs point at what an event is about; zero values are none.
type Refs struct {
	RecordID int64  `json:"record_id,omitempty"`
	SubID    int64  `json:"sub_id,omitempty"`
	SiteID   string `json:"site_id,omitempty"`
	Plugin   string `json:"plugin,omitempty"`
	// FoundID and SavePath are a manual send's search result and folder:
	// what 重试 on the activity screen sends again.
	FoundID  int64  `json:"found_id,omitempty"`
	SavePath string `json:"save_path,omitempty"`
}

// Push asks for a push by a message type's template (notify.MessageTypes)
// with its variables; the bus sends it once, to the channels and to the
// user's own targets.
type Push struct {
	Type string
	Vars map[string]string
}

// Event is one thing that happened.
type Event struct {
	ID   int64 `json:"id"` // given by Publish, increasing
	Kind Kind  `json:"kind"`
	// UID is the user it concerns (the subscription's or record's owner);
	// 0 = the system's (site, plugin): every admin's.
	UID    int64  `json:"uid"`
	Title  string `json:"title"`
	Reason string `json:"reason,omitempty"`
	// Link is the console route that shows it.
	Link string `json:"link,omitempty"`
	Refs Refs   `json:"refs"`
	// Data is extra figures for live screens (a record's progress).
	Data map[string]any `json:"data,omitempty"`
	Time time.Time      `json:"time"`
	Push *Push          `json:"-"`
}

// live: only the open screens hear of it.
func (e Event) live() bool { return Live(e.Kind) }

// Live tells the kinds only the open screens hear of (no message row, no
// log line, no push, no history).
func Live(k Kind) bool { return k == Record || k == Job }

// Known tells a kind the stream has.
func Known(k Kind) bool {
	_, ok := labels[k]
	return ok
}
