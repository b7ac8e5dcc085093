package indexer

import (
	"fmt"
	"strings"
)

// keyKind is how the engine treats a key of the Cardigann format.
type keyKind int

const (
	keyGap     keyKind = iota // read by the format, not acted on here: a gap
	keyOK                     // acted on
	keyIgnored                // no effect on what a search finds (labels, options, …)
	keyOpaque                 // acted on; its value is not walked further
)

// support lists every key path the engine acts on (schema paths: see
// normalize). A key missing here is reported as a gap.
var support = map[string]keyKind{
	"id": keyOK, "name": keyOK, "description": keyIgnored, "language": keyOK, "type": keyOK, "encoding": keyOK,
	"links": keyOK, "legacylinks": keyIgnored, "replaces": keyIgnored, "certificates": keyIgnored,
	"followredirect": keyIgnored, "testlinktorrent": keyIgnored, "requestDelay": keyIgnored,
	"extends": keyOK, "userinfo": keyOpaque, "details": keyOpaque, "ratelimit": keyOK, "extra": keyOpaque,

	"caps": keyOK, "caps.categorymappings": keyOK, "caps.categorymappings[].id": keyOK,
	"caps.categorymappings[].cat": keyOK, "caps.categorymappings[].desc": keyOK, "caps.categorymappings[].default": keyIgnored,
	"caps.modes": keyOpaque, "caps.allowrawsearch": keyIgnored, "caps.allowtvsearchimdb": keyIgnored,

	"settings": keyOK, "settings[].name": keyOK, "settings[].type": keyOK, "settings[].label": keyIgnored,
	"settings[].default": keyOK, "settings[].options": keyIgnored,

	"login": keyOK, "login.path": keyOK, "login.method": keyOK, "login.form": keyOK, "login.submitpath": keyOK,
	"login.inputs": keyOK, "login.inputs.*": keyOK, "login.error": keyOK, "login.test": keyOK, "login.test.path": keyOK, "login.test.selector": keyOK,

	"search": keyOK, "search.paths": keyOK, "search.paths[].path": keyOK, "search.paths[].method": keyOK,
	"search.paths[].inputs": keyOK, "search.paths[].inputs.*": keyOK, "search.paths[].categories": keyOK,
	"search.paths[].followredirect": keyIgnored, "search.allowEmptyInputs": keyIgnored,
	"search.bothtitles": keyOK, "search.inputs": keyOK, "search.inputs.*": keyOK, "search.keywordsfilters": keyOK,
	"search.rows": keyOK, "search.rows.selector": keyOK, "search.rows.remove": keyOK,
	"search.fields": keyOK, "search.fields.*": keyOK,
	"search.pages": keyOK, "search.pageinput": keyOK, "search.nextpage": keyOK,

	"download": keyOK, "download.selectors": keyOK,

	"search.headers": keyOK, "search.headers.*": keyOK, "search.path": keyOK,
	"search.paths[].response": keyOK, "search.paths[].response.type": keyOK, "search.paths[].response.noResultsMessage": keyOK,
	"search.rows.attribute": keyOK, "search.rows.multiple": keyOK, "search.rows.count": keyOK, "search.rows.after": keyOK,
	"search.rows.filters": keyOK, "search.rows.missingAttributeEqualsNoResults": keyOK,
	"search.error":         keyOK,
	"login.selectorinputs": keyOK, "login.selectorinputs.*": keyOK, "login.getselectorinputs": keyOK, "login.getselectorinputs.*": keyOK,
	"login.captcha": keyOK, "login.captcha.type": keyOK, "login.captcha.selector": keyOK, "login.captcha.input": keyOK,
	"login.cookies": keyOK, "login.selectors": keyOK, "search.rows.dateheaders": keyOK, "login.headers": keyOK, "login.headers.*": keyOK,
	"download.method": keyOK, "download.headers": keyOK, "download.headers.*": keyOK, "download.before": keyOK, "download.before.path": keyOK, "download.before.method": keyOK,
	"download.before.inputs": keyOK, "download.before.inputs.*": keyOK, "download.before.pathselector": keyOK,
	"download.infohash": keyOK, "download.infohash.hash": keyOK, "download.infohash.title": keyOK,
	"download.infohash.usebeforeresponse": keyOK, "sel.usebeforeresponse": keyOK, "caps.categories": keyOK, "caps.categories.*": keyOK,

	// A selector block, wherever it is (fields, messages, download …).
	"sel.selector": keyOK, "sel.optional": keyOK, "sel.default": keyOK, "sel.text": keyOK,
	"sel.attribute": keyOK, "sel.remove": keyOK, "sel.filters": keyOK, "sel.case": keyOK, "sel.case.*": keyOK,

	"sel.name": keyOK, "sel.args": keyOpaque, "sel.message": keyOK,
}

// valueGaps: keys whose value may ask for something the engine lacks.
var valueGaps = map[string]func(string) string{
	"login.method": func(m string) string {
		switch strings.ToLower(m) {
		case "", "cookie", "post", "form", "get", "oneurl", "none":
			return ""
		}
		return fmt.Sprintf("登录方式 %s 不支持", m)
	},
	"search.paths[].method": func(m string) string {
		switch strings.ToLower(m) {
		case "", "get", "post":
			return ""
		}
		if containsTemplate(m) {
			return ""
		}
		return fmt.Sprintf("请求方式 %s 不支持", m)
	},
}

// filterGap names what a filter asks that the engine cannot do ("" = fine).
func filterGap(f Filter) string {
	if !knownFilters[f.Name] {
		return fmt.Sprintf("过滤器 %s 不支持", f.Name)
	}
	if f.Name == "dateparse" {
		args := filterArgs(f.Args)
		if _, ok := netLayout(firstArg(args)); !ok {
			return fmt.Sprintf("日期格式 %q 无法识别", args[0])
		}
	}
	return ""
}

var knownFilters = map[string]bool{
	"replace": true, "re_replace": true, "regexp": true, "split": true, "trim": true, "append": true,
	"prepend": true, "andmatch": true, "htmlencode": true, "timeparse": true, "tolower": true, "toupper": true, "urldecode": true, "urlencode": true,
	"htmldecode": true, "querystring": true, "dateparse": true, "timeago": true, "reltime": true,
	"fuzzytime": true, "diacritics": true, "validate": true, "strdump": true, "hexdump": true, "validfilename": true,
}

func firstArg(a []string) string {
	if len(a) == 0 {
		return ""
	}
	return a[0]
}
