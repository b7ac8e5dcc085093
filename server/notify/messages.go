package notify

// MessageType is one kind of notification; a channel's notify_message
// lists the types it pushes.
type MessageType struct {
	Key   string // stored and sent as notify_message values
	Name  string // shown in the form
	Title string // default title template
	Body  string // default body template
	Vars  []string
}

// Message type keys other features send with Notifier.Send.
const (
	DownloadStart     = "download_start"
	DownloadCompleted = "download_completed"
	Subscribe         = "subscribe"
	SubscribeDone     = "subscribe_completed"
	SubtitleArrived   = "subtitle_downloaded"
	ServiceDown       = "service_down"
	SystemError       = "system_error"
	Test              = "test"
)

// MessageTypes lists every type with its default template.
var MessageTypes = []MessageType{
	{DownloadStart, "开始下载", "开始下载：{{title}}",
		"{{title}} ({{year}})\n站点：{{site_name}}\n种子：{{torrent_name}}\n大小：{{size}}",
		[]string{"title", "year", "site_name", "torrent_name", "size", "nickname"}},
	{DownloadCompleted, "下载完成", "下载完成：{{title}}",
		"{{title}} ({{year}}) 已下载完成\n保存位置：{{save_path}}",
		[]string{"title", "year", "save_path", "size", "nickname"}},
	{Subscribe, "新增订阅", "新增订阅：{{title}}",
		"{{nickname}} 订阅了 {{title}} ({{year}})",
		[]string{"title", "year", "nickname", "media_type"}},
	{SubscribeDone, "订阅完成", "订阅完成：{{title}}",
		"{{title}} ({{year}}) 已完成订阅\n{{message}}",
		[]string{"title", "year", "nickname", "media_type", "message"}},
	{SubtitleArrived, "字幕下载完成", "字幕已下载：{{title}}",
		"{{title}} 的中文字幕已下载\n保存位置：{{save_path}}",
		[]string{"title", "save_path"}},
	{ServiceDown, "服务异常", "服务异常：{{service_name}}",
		"{{service_name}} 检查失败：{{reason}}",
		[]string{"service_name", "reason"}},
	{SystemError, "系统错误", "系统错误",
		"{{message}}",
		[]string{"message"}},
	{Test, "测试消息", "Movie Robot 测试消息",
		"如果你收到了这条消息，说明推送通道“{{channel_name}}”设置正确。",
		[]string{"channel_name"}},
}

// messageType finds a type by key.
func messageType(key string) (MessageType, bool) {
	for _, t := range MessageTypes {
		if t.Key == key {
			return t, true
		}
	}
	return MessageType{}, false
}

// Pushable are the types a channel can subscribe to (the form's 推送内容
// options); the test message is always sent when asked for.
func Pushable() []MessageType {
	out := make([]MessageType, 0, len(MessageTypes))
	for _, t := range MessageTypes {
		if t.Key != Test {
			out = append(out, t)
		}
	}
	return out
}

// PushableKeys are Pushable's keys, a new channel's default selection.
func PushableKeys() []string {
	var keys []string
	for _, t := range Pushable() {
		keys = append(keys, t.Key)
	}
	return keys
}
