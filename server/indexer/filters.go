package indexer

import (
	"fmt"
	"html"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// applyFilters runs a field's filters in order over its value.
func applyFilters(value string, filters []Filter, v *Vars) (string, error) {
	for _, f := range filters {
		var err error
		if value, err = applyFilter(value, f, v); err != nil {
			return "", fmt.Errorf("filter %s: %w", f.Name, err)
		}
	}
	return value, nil
}

func applyFilter(value string, f Filter, v *Vars) (string, error) {
	args := filterArgs(f.Args)
	arg := func(i int) string {
		if i < len(args) {
			s, _ := expand(args[i], v)
			return s
		}
		return ""
	}
	switch f.Name {
	case "replace":
		return strings.ReplaceAll(value, arg(0), arg(1)), nil
	case "re_replace":
		re, err := compileRe(args0(args))
		if err != nil {
			return "", err
		}
		return re.replace(value, arg(1))
	case "regexp":
		re, err := compileRe(args0(args))
		if err != nil {
			return "", err
		}
		// The first group, as Jackett's CardigannIndexer takes it
		// (Match.Groups[1].Value): "" without a match, and "" too when the
		// pattern has no group (.NET's out-of-range group is empty).
		m, err := re.submatch(value)
		if err != nil || len(m) < 2 {
			return "", err
		}
		return m[1], nil
	case "split":
		parts := strings.Split(value, arg(0))
		i, _ := strconv.Atoi(arg(1))
		if i < 0 {
			i += len(parts)
		}
		if i < 0 || i >= len(parts) {
			return "", nil
		}
		return parts[i], nil
	case "trim":
		if cut := arg(0); cut != "" {
			return strings.Trim(value, cut), nil
		}
		return strings.TrimSpace(value), nil
	case "append":
		return value + arg(0), nil
	case "prepend":
		return arg(0) + value, nil
	case "tolower":
		return strings.ToLower(value), nil
	case "toupper":
		return strings.ToUpper(value), nil
	case "urldecode":
		s, err := url.QueryUnescape(value)
		if err != nil {
			return value, nil
		}
		return s, nil
	case "urlencode":
		return url.QueryEscape(value), nil
	case "htmldecode":
		return html.UnescapeString(value), nil
	case "querystring":
		u, err := url.Parse(strings.TrimSpace(value))
		if err != nil {
			return "", nil
		}
		return u.Query().Get(arg(0)), nil
	case "dateparse", "timeparse":
		return dateParse(value, arg(0))
	case "fuzzytime":
		return fuzzyTime(value, time.Now())
	case "timeago", "reltime":
		if t, ok := timeAgo(value, time.Now()); ok {
			return t.Format(timeLayout), nil
		}
		return "", fmt.Errorf("not a relative time: %q", value)
	case "validate":
		return validateFilter(value, strings.Join(args, ",")), nil
	case "diacritics":
		if arg(0) == "replace" {
			return stripDiacritics(value), nil
		}
		return value, nil
	case "validfilename":
		return validFileName(value), nil
	case "htmlencode":
		return html.EscapeString(value), nil
	case "andmatch", "strdump", "hexdump":
		return value, nil // rows filter (keepRow) and debugging aids
	}
	return "", fmt.Errorf("unknown filter")
}

// filterArgs accepts the forms definitions use: a scalar, or a list.
func filterArgs(a any) []string {
	switch x := a.(type) {
	case nil:
		return nil
	case []any:
		out := make([]string, len(x))
		for i, e := range x {
			out[i] = fmt.Sprint(e)
		}
		return out
	default:
		return []string{fmt.Sprint(x)}
	}
}

// args0 is the first argument unexpanded: patterns may contain "{{".
func args0(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// timeLayout is how dates leave the engine (site local time, as NexusPHP
// prints it).
const timeLayout = "2006-01-02 15:04:05"

// dateParse reads value with a Go layout; with none, the common NexusPHP
// forms are tried.
func dateParse(value, layout string) (string, error) {
	value = strings.TrimSpace(value)
	goLayout, ok := netLayout(layout)
	if !ok {
		return "", fmt.Errorf("日期格式 %q 无法识别", layout)
	}
	// .NET's zzz reads "+08:00" and "+0800" alike
	layouts := []string{goLayout, strings.Replace(goLayout, "-07:00", "-0700", 1)}
	if layout == "" {
		layouts = []string{timeLayout, "2006-01-02 15:04", "2006-01-02", time.RFC1123Z, time.RFC1123, time.RFC3339}
	}
	for _, l := range layouts {
		if t, err := time.ParseInLocation(l, value, time.Local); err == nil {
			t = t.In(time.Local)
			return t.Format(timeLayout), nil
		}
	}
	return "", fmt.Errorf("cannot read date %q", value)
}
