package indexer

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"
)

// jsonRows reads a JSON answer: rows.selector is a path to the rows (or
// "$", the answer itself), rows.attribute a key inside each row (with
// multiple: a list of rows whose fields may read their parent's with
// ".."), rows.count the number of results (0 = none).
func (c *cardigann) jsonRows(p *page, v *Vars, noResults string) ([]Result, error) {
	if !gjson.ValidBytes(p.Body) {
		if noResults != "" && strings.Contains(string(p.Body), noResults) {
			return nil, nil
		}
		return nil, failf(KindParse, nil, "站点返回的不是 JSON")
	}
	doc := gjson.ParseBytes(p.Body)
	rb := c.def.Search.Rows
	if rb.Count != nil {
		if n, err := readJSON(doc, gjson.Result{}, *rb.Count, v); err == nil {
			if k, err := strconv.Atoi(strings.TrimSpace(n)); err == nil && k < 1 {
				return nil, nil
			}
		}
	}
	var out []Result
	rowsSel, err := expand(rb.Selector, v)
	if err != nil {
		return nil, failf(KindParse, err, "rows.selector")
	}
	rowsPath, rowConds := splitJSONPseudo(rowsSel)
	for _, row := range each(jsonGet(doc, rowsPath)) {
		if v.ctx != nil && v.ctx.Err() != nil {
			return out, timeoutOr(v.ctx, nil)
		}
		if !jsonMatches(row, rowConds) {
			continue
		}
		if rb.Attribute == "" {
			out = c.jsonRow(out, row, gjson.Result{}, v, p)
			continue
		}
		inner := jsonGet(row, rb.Attribute)
		if !inner.Exists() {
			if rb.MissingAttributeEqualsNoResults {
				return nil, nil
			}
			continue
		}
		if !rb.Multiple {
			out = c.jsonRow(out, inner, row, v, p)
			continue
		}
		for _, sub := range each(inner) {
			out = c.jsonRow(out, sub, row, v, p)
		}
	}
	return out, nil
}

func (c *cardigann) jsonRow(out []Result, row, parent gjson.Result, v *Vars, p *page) []Result {
	rv := *v
	rv.Result = make(map[string]string, len(c.def.Search.Fields)+1)
	for _, f := range c.def.Search.Fields {
		val, err := readJSON(row, parent, f.Selector, &rv)
		if err != nil {
			if f.Name == "title" || f.Name == "details" {
				return out
			}
			val = ""
		}
		rv.Result[f.Name] = val
	}
	if !c.keepRow(rv.Result, v) {
		return out
	}
	return append(out, c.toResult(rv.Result, p.URL))
}

// each is the rows of a value: an array's items, or the value itself.
func each(r gjson.Result) []gjson.Result {
	if !r.Exists() {
		return nil
	}
	if r.IsArray() {
		return r.Array()
	}
	return []gjson.Result{r}
}

var jsonIndex = regexp.MustCompile(`\[(\d+)\]`)

// jsonGet reads a JSON.NET-style path ("data.items", "files[0].name",
// "$", "$.total") with gjson.
func jsonGet(r gjson.Result, path string) gjson.Result {
	path = strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(path), "$"), ".")
	if path == "" {
		return r
	}
	return r.Get(jsonIndex.ReplaceAllString(path, ".$1"))
}

// readJSON reads one field of a JSON row: a template text, or the value
// at the selector's path ("..key" = the parent row's), then the case map
// (keys compared with the value) and the filters.
func readJSON(row, parent gjson.Result, f Selector, v *Vars) (string, error) {
	if f.Text != "" && f.Selector == "" {
		return templateField(f, v)
	}
	value, ok := pickJSON(row, parent, f, v)
	return foundField(value, ok, f, v)
}

// pickJSON is the value at the selector's path, through the case map.
func pickJSON(row, parent gjson.Result, f Selector, v *Vars) (string, bool) {
	if f.Selector == "" {
		return "", false
	}
	sel, from := f.Selector, row
	if strings.HasPrefix(sel, "..") {
		sel, from = sel[2:], parent
	}
	if t, err := expand(sel, v); err == nil {
		sel = t
	}
	path, conds := splitJSONPseudo(sel)
	r := jsonGet(from, path)
	if !r.Exists() || r.Type == gjson.Null || !jsonMatches(r, conds) {
		return "", false
	}
	value := r.String()
	if r.Type == gjson.True || r.Type == gjson.False {
		value = map[bool]string{true: "True", false: "False"}[r.Bool()] // as JSON.NET writes them
	}
	if len(f.Case) > 0 {
		return caseOf(value, f.Case)
	}
	return value, true
}

// caseOf is a case map on a JSON value: the key equal to it, else "*".
func caseOf(value string, cases OrderedMap) (string, bool) {
	for _, kv := range cases {
		if kv.Key == value {
			return kv.Value, true
		}
	}
	return cases.star()
}
