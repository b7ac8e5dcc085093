package plugins

import (
	"fmt"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/notify"
)

// Length caps on every manifest field: a manifest is shown on the market
// and installed lists and echoed in answers, so a 5 MB title must not get
// that far. Each refusal names the field.
const (
	maxShortText = 100  // titles, authors, labels, names
	maxLongText  = 2000 // descriptions and helper texts
	maxPathText  = 255  // exec, logo
	maxURLText   = 500  // github_url, help_doc_url
	maxItems     = 100  // config fields, commands, args, enum values, events
)

// itemCount is how many items a list field has.
type itemCount struct {
	label string
	n     int
}

type capped1 struct {
	label string // the field in Chinese and its JSON name
	value string
	max   int
}

func (m Manifest) checkLengths() error {
	fields := []capped1{{"标题 title", m.Title, maxShortText}, {"作者 author", m.Author, maxShortText},
		{"版本号 version", m.Version, 40}, {"描述 description", m.Description, maxLongText},
		{"图标 logo", m.Logo, maxPathText}, {"可执行文件 exec", m.Exec, maxPathText},
		{"项目地址 github_url", m.GithubURL, maxURLText}, {"帮助文档 help_doc_url", m.HelpDocURL, maxURLText}}
	counts := []itemCount{{"配置项 config_fields", len(m.Config)}, {"命令 commands", len(m.Commands)}, {"事件 events", len(m.Events)}}
	for _, e := range m.Events {
		fields = append(fields, capped1{"事件 events", e, maxShortText})
	}
	for _, f := range m.Config {
		fields = append(fields, capped1{"配置项名称 fieldName", f.FieldName, maxShortText},
			capped1{"配置项标签 label", f.Label, maxShortText}, capped1{"配置项说明 helperText", f.HelperText, maxLongText})
		fields, counts = enumCaps(fields, counts, f.EnumValues)
	}
	for _, c := range m.Commands {
		fields = append(fields, capped1{"命令名 name", c.Name, maxShortText}, capped1{"命令标题 title", c.Title, maxShortText},
			capped1{"命令说明 desc", c.Desc, maxLongText}, capped1{"命令图标 icon", c.Icon, maxShortText})
		counts = append(counts, itemCount{"命令参数 args", len(c.Args)})
		for _, a := range c.Args {
			fields = append(fields, capped1{"参数名 name", a.Name, maxShortText}, capped1{"参数标签 label", a.Label, maxShortText},
				capped1{"参数说明 helper", a.Helper, maxLongText})
			fields, counts = enumCaps(fields, counts, a.EnumValues)
		}
	}
	for _, c := range counts {
		if c.n > maxItems {
			return errorf("插件清单的%s不能超过%d个（现在%d个）", c.label, maxItems, c.n)
		}
	}
	for _, f := range fields {
		if utf8.RuneCountInString(f.value) > f.max {
			return errorf("插件清单的%s不能超过%d个字符", f.label, f.max)
		}
	}
	return nil
}

func enumCaps(fields []capped1, counts []itemCount, enums []notify.EnumValue) ([]capped1, []itemCount) {
	counts = append(counts, itemCount{"可选值 enumValues", len(enums)})
	for _, e := range enums {
		fields = append(fields, capped1{"可选值名称 name", e.Name, maxShortText},
			capped1{"可选值 value", fmt.Sprint(e.Value), maxShortText})
	}
	return fields, counts
}
