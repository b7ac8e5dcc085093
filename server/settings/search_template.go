package settings

import (
	"slices"
	"strconv"
)

// SearchOption is what a search template selects (api-contract §2.4).
type SearchOption struct {
	SearchContent []string `json:"searchContent"` // SearchContents
	Category      []string `json:"category"`      // PermissionCategories
	Site          []string `json:"site"`          // site codes; [] = the sites with web search on
}

// SearchTemplate is a named preset of the global search dialog.
type SearchTemplate struct {
	Name   string       `json:"name"`
	Option SearchOption `json:"option"`
}

// Options of the search dialog (api-contract §3.2).
var (
	SearchContents       = []string{"searchDouban", "searchMediaServer", "searchSite"}
	PermissionCategories = []string{"Movie", "TV", "Documentary", "Anime", "Music", "AV"}
)

// DefaultTemplateName is the first template, which cannot be deleted.
const DefaultTemplateName = "默认"

// DefaultSearchTemplate searches everything everywhere.
func DefaultSearchTemplate() SearchTemplate {
	return SearchTemplate{Name: DefaultTemplateName, Option: SearchOption{
		SearchContent: slices.Clone(SearchContents), Category: slices.Clone(PermissionCategories), Site: []string{},
	}}
}

// SearchTemplateSection is user uid's templates, stored under
// "setting.search_template.<uid>": every user has their own search dialog.
func SearchTemplateSection(uid int64) Section[[]SearchTemplate] {
	return Section[[]SearchTemplate]{Key: "setting.search_template." + strconv.FormatInt(uid, 10),
		Default: func() []SearchTemplate { return []SearchTemplate{DefaultSearchTemplate()} }}
}

// WithDefaultFirst makes sure the default template exists and comes first.
func WithDefaultFirst(list []SearchTemplate) []SearchTemplate {
	at := slices.IndexFunc(list, func(t SearchTemplate) bool { return t.Name == DefaultTemplateName })
	if at == 0 {
		return list
	}
	def := DefaultSearchTemplate()
	if at > 0 {
		def = list[at]
		list = slices.Delete(slices.Clone(list), at, at+1)
	}
	return append([]SearchTemplate{def}, list...)
}

// SearchTemplateInput is the body of add_search_template and
// update_search_template.
type SearchTemplateInput SearchTemplate

// Validate checks the body and returns the template to store.
func (in SearchTemplateInput) Validate() (SearchTemplate, error) {
	var out SearchTemplate
	var err error
	if out.Name, err = checkName("模版名称", in.Name); err != nil {
		return out, err
	}
	if out.Option.SearchContent, err = checkChoices("搜索内容", in.Option.SearchContent, SearchContents); err != nil {
		return out, err
	}
	if out.Option.Category, err = checkChoices("分类", in.Option.Category, PermissionCategories); err != nil {
		return out, err
	}
	if out.Option.Site, err = checkSites(in.Option.Site); err != nil {
		return out, err
	}
	if out.Option.Site == nil {
		out.Option.Site = []string{}
	}
	return out, nil
}

// AddSearchTemplate appends t under a new name.
func AddSearchTemplate(list []SearchTemplate, t SearchTemplate) ([]SearchTemplate, error) {
	list = WithDefaultFirst(list)
	if slices.ContainsFunc(list, func(x SearchTemplate) bool { return x.Name == t.Name }) {
		return nil, invalid("已经有名为“%s”的模版了", quote(t.Name))
	}
	if len(list) >= maxEntries {
		return nil, invalid("最多只能保存%d个模版", maxEntries)
	}
	return append(list, t), nil
}

// UpdateSearchTemplate replaces the template of the same name.
func UpdateSearchTemplate(list []SearchTemplate, t SearchTemplate) ([]SearchTemplate, error) {
	list = slices.Clone(WithDefaultFirst(list))
	at := slices.IndexFunc(list, func(x SearchTemplate) bool { return x.Name == t.Name })
	if at < 0 {
		return nil, invalid("模版“%s”不存在", quote(t.Name))
	}
	list[at] = t
	return list, nil
}

// DeleteSearchTemplate removes a template; the default one stays.
func DeleteSearchTemplate(list []SearchTemplate, name string) ([]SearchTemplate, error) {
	if name == DefaultTemplateName {
		return nil, invalid("默认模版不能删除")
	}
	list = WithDefaultFirst(list)
	at := slices.IndexFunc(list, func(x SearchTemplate) bool { return x.Name == name })
	if at < 0 {
		return nil, invalid("模版“%s”不存在", quote(name))
	}
	return slices.Delete(slices.Clone(list), at, at+1), nil
}
