package release

import "strings"

// subjectTitle finds the Chinese title in a site's subtitle line:
// "[国产剧] 繁花 / Blossoms Shanghai | 全30集" → 繁花. Subtitle lines are
// free text, so only a first phrase that is Chinese, is not a label
// ("导演：…") and is not made of technical words counts.
func (p *parsed) subjectTitle() string {
	list, rest := p.leadingBrackets()
	for _, b := range list {
		// A leading 【繁花】 is the title; [国产剧] and adverts are not.
		if !p.junk(b) && hasCJK(p.text[b.from:b.to]) {
			rest = b.from
			break
		}
	}
	end := p.firstMark(rest)
	if cut := strings.IndexAny(p.text[rest:end], " []【】|｜/／(（丨"); cut >= 0 {
		end = rest + cut
	}
	title := strings.Trim(p.raw[rest:end], " -:：,，*")
	label, _, labelled := strings.Cut(strings.ReplaceAll(title, "：", ":"), ":")
	if !hasCJK(title) || subjectLabels[title] || (labelled && subjectLabels[label]) || isCategory(title) {
		return ""
	}
	return title
}

// subjectLabels are first words of subtitle lines that are not titles.
var subjectLabels = map[string]bool{"官方": true, "导演": true, "主演": true, "类型": true, "官方中字": true,
	"中字": true, "国语": true, "内封": true, "特效": true, "独占": true, "限时": true, "禁转": true, "首发": true, "原盘": true,
	"编剧": true, "简介": true, "地区": true, "语言": true, "标签": true, "片名": true, "又名": true}
