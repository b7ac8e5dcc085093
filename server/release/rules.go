package release

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Rules are what a user taught the parser (自定义识别词), one rule a line
// in the form self-hosters know from the peers:
//
//	被替换词 => 替换词                     replace (a regular expression; \1 groups)
//	屏蔽词                                 block: a name holding it is ignored
//	前定位词 <> 后定位词 >> EP-12           shift the episode between the two
//	被替换词 => 替换词 && 前 <> 后 >> EP+1  both
//	被替换词 => {[tmdbid=1399;s=2]}         pin the TMDB id and/or the season
//
// Lines starting with '#' are comments. Rules run on the name and the
// subject line before Parse reads them.
type Rules struct {
	list   []rule
	scoped map[Scope][]rule // WithScoped: a subscription's own, after list
}

type rule struct {
	block         *regexp.Regexp
	from          *regexp.Regexp
	to            string
	before, after *regexp.Regexp // episode locators (nil: no offset)
	offset        int
	tmdbID        int
	season        int
}

// Result is a name read under Rules.
type Result struct {
	Info
	Blocked bool // a block word matched: the release is to be ignored
	TMDBID  int  // pinned by a rule (0 none)
}

var rePin = regexp.MustCompile(`\{\[([^\]]*)\]\}`)

// ParseRules reads rules text; a line that cannot be read is an error
// naming its line number, in Chinese for the settings screen.
func ParseRules(text string) (Rules, error) {
	var rs Rules
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		r, err := parseRule(line)
		if err != nil {
			return Rules{}, fmt.Errorf("识别词第%d行：%v", n+1, err)
		}
		rs.list = append(rs.list, r)
	}
	return rs, nil
}

func parseRule(line string) (rule, error) {
	var r rule
	replace, shift, hasShift := strings.Cut(line, " && ")
	if !hasShift && strings.Contains(line, " <> ") && !strings.Contains(line, " => ") {
		replace, shift, hasShift = "", line, true
	}
	if hasShift {
		if err := r.parseShift(shift); err != nil {
			return r, err
		}
	}
	if replace == "" {
		return r, nil
	}
	from, to, isReplace := strings.Cut(replace, " => ")
	re, err := regexp.Compile(strings.TrimSpace(from))
	if err != nil {
		return r, fmt.Errorf("正则表达式无效：%v", err)
	}
	if !isReplace {
		r.block = re
		return r, nil
	}
	r.from, r.to = re, goGroups(strings.TrimSpace(to))
	if m := rePin.FindStringSubmatch(r.to); m != nil {
		r.to = strings.TrimSpace(rePin.ReplaceAllString(r.to, ""))
		for _, kv := range strings.Split(m[1], ";") {
			k, v, _ := strings.Cut(kv, "=")
			n, err := strconv.Atoi(strings.TrimSpace(v))
			switch strings.TrimSpace(k) {
			case "tmdbid":
				r.tmdbID = n
			case "s":
				r.season = n
			default:
				continue
			}
			if err != nil || n <= 0 {
				return r, fmt.Errorf("%s 须为正整数", kv)
			}
		}
	}
	return r, nil
}

// parseShift reads "前 <> 后 >> EP-12".
func (r *rule) parseShift(s string) error {
	locators, expr, ok := strings.Cut(s, " >> ")
	before, after, ok2 := strings.Cut(locators, " <> ")
	expr = strings.ReplaceAll(strings.TrimSpace(expr), " ", "")
	if !ok || !ok2 || !strings.HasPrefix(strings.ToUpper(expr), "EP") {
		return fmt.Errorf("集数偏移须写成 前定位词 <> 后定位词 >> EP+数字")
	}
	n, err := strconv.Atoi(expr[2:]) // "+2" reads too
	if err != nil {
		return fmt.Errorf("集数偏移 %q 不是数字", expr)
	}
	r.offset = n
	if r.before, err = regexp.Compile(regexp.QuoteMeta(strings.TrimSpace(before)) + `$`); err != nil {
		return err
	}
	r.after, err = regexp.Compile(`^` + regexp.QuoteMeta(strings.TrimSpace(after)))
	return err
}

var rePyGroup = regexp.MustCompile(`\\(\d)`)

func goGroups(s string) string { return rePyGroup.ReplaceAllString(s, `$${$1}`) }

// Parse reads a name and its subject line under the rules.
func (rs Rules) Parse(name, subject string) Result {
	var res Result
	season := 0
	for _, r := range rs.list {
		switch {
		case r.block != nil:
			if r.block.MatchString(name) || (subject != "" && r.block.MatchString(subject)) {
				res.Blocked = true
			}
			continue
		case r.from != nil:
			if !r.from.MatchString(name) {
				continue
			}
			name = r.from.ReplaceAllString(name, r.to)
			res.TMDBID = max(res.TMDBID, r.tmdbID)
			season = max(season, r.season)
		}
		if r.before != nil {
			name, subject = r.shift(name), r.shift(subject)
		}
	}
	res.Info = ParseWithSubject(name, subject)
	if season > 0 {
		res.SeasonStart, res.SeasonEnd, res.IsTV = season, season, true
		res.FullSeason = res.EpisodeStart == 0
	}
	return res
}

var reNumbers = regexp.MustCompile(`\d+`)

// shift adds the offset to every number between the two locators.
func (r rule) shift(s string) string {
	locs := reNumbers.FindAllStringIndex(s, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		a, b := locs[i][0], locs[i][1]
		if !r.before.MatchString(strings.TrimRight(s[:a], " ")) || !r.after.MatchString(strings.TrimLeft(s[b:], " ")) {
			continue
		}
		n, _ := strconv.Atoi(s[a:b])
		s = s[:a] + fmt.Sprintf("%0*d", b-a, max(n+r.offset, 0)) + s[b:]
	}
	return s
}
