// Package plugins runs the app's extensions. A plugin is a folder
// <data>/plugins/<name>/ with a manifest.json and an executable that the
// binary starts as a child process for each command: the command's
// arguments and the plugin's config go to its stdin as JSON, its result
// comes back on stdout as JSON and its log lines on stderr. No plugin code
// ever runs inside the binary. Plugins come from market indexes (JSON
// lists of versions with download URLs and SHA-256 sums), from an uploaded
// archive, or from the ones bundled in the binary.
package plugins

import (
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/notify"
)

// Manifest is a plugin's manifest.json.
type Manifest struct {
	Name        string        `json:"name"`
	Title       string        `json:"title"`
	Author      string        `json:"author"`
	Version     string        `json:"version"`
	Description string        `json:"description"`
	Logo        string        `json:"logo,omitempty"` // file in the folder, served as /plugins/<name>/logo.jpg
	Exec        string        `json:"exec"`           // the executable, relative to the folder
	GithubURL   string        `json:"github_url,omitempty"`
	HelpDocURL  string        `json:"help_doc_url,omitempty"`
	Config      []ConfigField `json:"config_fields,omitempty"`
	Commands    []Command     `json:"commands,omitempty"`
	Events      []string      `json:"events,omitempty"` // events whose data goes to the on_event command
	Schedule    *Schedule     `json:"schedule,omitempty"`
	// TimeoutSeconds bounds every run (default 60, at most 3600).
	TimeoutSeconds int `json:"timeout_seconds,omitempty"`
}

// ConfigField is one field of a plugin's settings form (api-contract
// §2.13 ConfigField, drawn by the schema-driven form §S6).
type ConfigField struct {
	FieldName    string             `json:"fieldName"`
	FieldType    string             `json:"fieldType"` // String, Bool or Enum
	Label        string             `json:"label"`
	HelperText   string             `json:"helperText"`
	EnumValues   []notify.EnumValue `json:"enumValues,omitempty"`
	MultiValue   bool               `json:"multiValue"`
	DefaultValue any                `json:"defaultValue"`
}

// Command is something the plugin can do, shown on the 快捷功能 tab.
type Command struct {
	Name  string          `json:"name"`
	Title string          `json:"title"`
	Desc  string          `json:"desc"`
	Icon  string          `json:"icon,omitempty"` // an Iconify name
	Args  []notify.ArgDef `json:"args,omitempty"` // the notify channel form field (§2.5)
	// Hidden commands (on_event, scheduled work) are not on the tab.
	Hidden bool `json:"hidden,omitempty"`
}

// Schedule runs Command every IntervalMinutes.
type Schedule struct {
	Command         string `json:"command"`
	IntervalMinutes int    `json:"interval_minutes"`
}

// EventCommand is the command that receives the events a plugin asked for.
const EventCommand = "on_event"

// Events plugins may ask for (the integrator publishes them).
var knownEvents = map[string]bool{
	"download.added": true, "download.completed": true,
	"subscribe.added": true, "subscribe.completed": true, "media.organized": true,
}

var (
	namePattern    = regexp.MustCompile(`^[a-z][a-z0-9_]{1,39}$`)
	versionPattern = regexp.MustCompile(`^\d+(\.\d+){0,3}$`)
)

const defaultTimeout = 60 * time.Second

// Timeout is how long one run may take.
func (m Manifest) Timeout() time.Duration {
	if m.TimeoutSeconds <= 0 {
		return defaultTimeout
	}
	return time.Duration(m.TimeoutSeconds) * time.Second
}

// Command returns the named command.
func (m Manifest) Command(name string) (Command, bool) {
	for _, c := range m.Commands {
		if c.Name == name {
			return c, true
		}
	}
	return Command{}, false
}

// ParseManifest decodes and validates manifest.json.
func ParseManifest(raw []byte) (Manifest, error) {
	var m Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return m, errorf("插件清单 manifest.json 不是有效的 JSON：%v", err)
	}
	return m, m.Validate()
}

// Validate checks what the binary relies on, with messages naming the field.
func (m Manifest) Validate() error {
	if err := m.checkLengths(); err != nil {
		return err
	}
	switch {
	case !namePattern.MatchString(m.Name):
		return errorf("插件名称 name 只能由小写字母、数字和下划线组成（2到40个字符，字母开头），现在是“%s”", m.Name)
	case strings.TrimSpace(m.Title) == "":
		return errorf("插件 %s 缺少标题 title", m.Name)
	case !versionPattern.MatchString(m.Version):
		return errorf("插件 %s 的版本号 version 必须像 1.2.3，现在是“%s”", m.Name, m.Version)
	case !safeRelPath(m.Exec):
		return errorf("插件 %s 的可执行文件 exec 必须是插件目录内的相对路径", m.Name)
	case m.Logo != "" && !safeRelPath(m.Logo):
		return errorf("插件 %s 的图标 logo 必须是插件目录内的相对路径", m.Name)
	case m.TimeoutSeconds < 0 || m.TimeoutSeconds > 3600:
		return errorf("插件 %s 的超时 timeout_seconds 必须在0到3600秒之间", m.Name)
	}
	for _, f := range m.Config {
		if err := checkField(m.Name, "配置项", f.FieldName, f.FieldType, f.EnumValues); err != nil {
			return err
		}
	}
	seen := map[string]bool{}
	for _, c := range m.Commands {
		if !namePattern.MatchString(c.Name) || seen[c.Name] {
			return errorf("插件 %s 的命令名“%s”无效或重复", m.Name, c.Name)
		}
		seen[c.Name] = true
		if strings.TrimSpace(c.Title) == "" {
			return errorf("插件 %s 的命令 %s 缺少标题 title", m.Name, c.Name)
		}
		for _, a := range c.Args {
			if err := checkField(m.Name, "命令参数", a.Name, a.ArgType, a.EnumValues); err != nil {
				return err
			}
		}
	}
	return m.validateHooks(seen)
}

func (m Manifest) validateHooks(commands map[string]bool) error {
	for _, e := range m.Events {
		if !knownEvents[e] && !customEvent.MatchString(e) { // a script's own event (publish.go)
			return errorf("插件 %s 订阅了未知事件“%s”", m.Name, e)
		}
	}
	if len(m.Events) > 0 && !commands[EventCommand] {
		return errorf("插件 %s 订阅了事件，但没有接收事件的命令 %s", m.Name, EventCommand)
	}
	if s := m.Schedule; s != nil {
		if !commands[s.Command] {
			return errorf("插件 %s 的定时任务指向不存在的命令“%s”", m.Name, s.Command)
		}
		if s.IntervalMinutes < 5 || s.IntervalMinutes > 7*24*60 {
			return errorf("插件 %s 的定时间隔 interval_minutes 必须在5到10080分钟之间", m.Name)
		}
	}
	return nil
}

func checkField(plugin, what, name, typ string, enums []notify.EnumValue) error {
	if strings.TrimSpace(name) == "" {
		return errorf("插件 %s 有一个%s缺少名称", plugin, what)
	}
	switch typ {
	case "String", "Bool":
	case "Enum":
		if len(enums) == 0 {
			return errorf("插件 %s 的%s %s 是枚举，但没有可选值", plugin, what, name)
		}
	default:
		return errorf("插件 %s 的%s %s 类型“%s”无效（只能是 String、Bool 或 Enum）", plugin, what, name, typ)
	}
	return nil
}

// safeRelPath reports whether p names a file inside a folder.
func safeRelPath(p string) bool {
	if p == "" || strings.Contains(p, `\`) || path.IsAbs(p) {
		return false
	}
	c := path.Clean(p)
	return c != "." && c != ".." && !strings.HasPrefix(c, "../")
}

// Error is a failure whose Message is shown to the user as is (fault.Invalid).
type Error = fault.Invalid

func errorf(format string, args ...any) error {
	return &Error{Message: fmt.Sprintf(format, args...)}
}

func jsonText(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}
