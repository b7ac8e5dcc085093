package suites

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// sonarrMethods says what each argument of a Sonarr test method's
// [TestCase(…)] is: name, title, season, episode, eps (an int array),
// abs (an absolute episode, scored as the episode), absTo (the last of a
// range), altE (an episode also accepted), group; "_" is not scored.
// Quality methods give the source and resolution (see sonarrQuality).
var sonarrMethods = map[string][]string{
	"should_parse_single_episode":                        {"name", "title", "season", "episode"},
	"should_parse_multiple_episodes":                     {"name", "title", "season", "eps"},
	"should_parse_full_season_release":                   {"name", "title", "pack"},
	"should_parse_multi_season_release":                  {"name", "title", "_"},
	"should_parse_absolute_numbers":                      {"name", "title", "abs", "_", "altE"},
	"should_parse_multi_episode_absolute_numbers":        {"name", "title", "abs", "absTo"},
	"should_parse_anime_season_packs":                    {"name", "title", "pack"},
	"should_parse_release_group":                         {"name", "group"},
	"should_parse_exception_release_group":               {"name", "group"},
	"should_not_include_language_in_release_group":       {"name", "group"},
	"should_not_include_repost_in_release_group":         {"name", "group"},
	"should_parse_anime_release_groups":                  {"name", "group"},
	"should_parse_chinese_anime_releases":                {"name", "title", "group", "abs"},
	"should_parse_chinese_anime_season_episode_releases": {"name", "title", "group", "abs"},
	"should_parse_unbracketed_chinese_anime_releases":    {"name", "title", "group", "abs"},
	"should_parse_chinese_multiepisode_releases":         {"name", "title", "group", "eps"},
	"should_parse_gm_team_releases_and_files":            {"name", "title", "abs"},
	"should_parse_unicode_digits":                        {"name", "title", "abs"},
	"should_parse_false_positive_chinese_anime_releases": {"name", "title", "group", "abs"},
	"should_parse_full_season_releases":                  {"name", "title", "group", "pack"},
	"should_parse_multi_episode_release":                 {"name", "title", "group", "season", "eps"},
}

// sonarrQuality: a quality method's source family and resolution. Sonarr
// infers 480p and SDTV when a name says nothing, so those are unscored
// ("-"), and a TV source is also met by no source word at all.
var sonarrQuality = map[string][2]string{
	"should_parse_sdtv_quality": {"tv", "-"}, "should_parse_dvd_quality": {"dvd", "-"},
	"should_parse_webdl480p_quality": {"web", "-"}, "should_parse_bluray480p_quality": {"bluray", "-"},
	"should_parse_webrip480p_quality": {"web", "-"}, "should_parse_bluray576p_quality": {"bluray", "576p"},
	"should_parse_hdtv720p_quality": {"tv", "720p"}, "should_parse_hdtv1080p_quality": {"tv", "1080p"},
	"should_parse_hdtv2160p_quality": {"tv", "2160p"}, "should_parse_webdl720p_quality": {"web", "720p"},
	"should_parse_webrip720p_quality": {"web", "720p"}, "should_parse_webdl1080p_quality": {"web", "1080p"},
	"should_parse_webrip1080p_quality": {"web", "1080p"}, "should_parse_webdl2160p_quality": {"web", "2160p"},
	"should_parse_webrip2160p_quality": {"web", "2160p"}, "should_parse_bluray720p_quality": {"bluray", "720p"},
	"should_parse_bluray1080p_quality": {"bluray", "1080p"}, "should_parse_bluray1080p_remux_quality": {"bluray", "1080p"},
	"should_parse_bluray2160p_quality": {"bluray", "2160p"}, "should_parse_bluray2160p_remux_quality": {"bluray", "2160p"},
}

// reStatedResolution: the name says a resolution ("720p", "1080i", "1280x720", "720.Hi10p", "4K").
var reStatedResolution = regexp.MustCompile(`(?i)\d{3,4}[pi]\b|\d{3,4}[x*×]\d{3,4}|\b(?:4k|uhd|fhd)\b|\b(?:480|576|720|1080|2160)\b`)

// LoadSonarr reads every *Fixture.cs of dir (Sonarr's ParserTests).
func LoadSonarr(dir string) ([]Case, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.cs"))
	if err != nil {
		return nil, err
	}
	var out []Case
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		var pending [][]string
		for _, line := range strings.Split(string(raw), "\n") {
			line = strings.TrimSpace(line)
			switch {
			case strings.HasPrefix(line, "[TestCase("):
				pending = append(pending, csArgs(line[len("[TestCase("):]))
			case strings.HasPrefix(line, "public void "):
				method, _, _ := strings.Cut(line[len("public void "):], "(")
				for _, args := range pending {
					if c, ok := sonarrCase(method, args); ok {
						if strings.HasPrefix(filepath.Base(file), "Unicode") {
							c.Suite = "sonarr-chinese" // the fansub names, scored on their own line
						}
						out = append(out, c)
					}
				}
				pending = nil
			}
		}
	}
	return out, nil
}

func sonarrCase(method string, args []string) (Case, bool) {
	if len(args) == 0 || strings.ContainsAny(args[0], "/\\") {
		return Case{}, false
	}
	c := Case{Suite: "sonarr", Name: args[0]}
	if q, ok := sonarrQuality[method]; ok {
		c.set(Source, q[0])
		if q[0] == "tv" {
			c.alt[Source] = "-"
		}
		// Sonarr also files a name that states no resolution under one
		// (HDTV and .mkv as 720p, a Remux as 1080p): its default, not the
		// name's fact, so unscored as its 480p is.
		if q[1] != "-" && reStatedResolution.MatchString(args[0]) {
			c.set(Resolution, q[1])
		}
		if q[1] == "1080p" {
			c.alt[Resolution] = "1080i" // Sonarr files 1080i under 1080p
		}
		return c, true
	}
	roles, ok := sonarrMethods[method]
	if !ok || len(args) < len(roles) {
		return Case{}, false
	}
	for i, role := range roles {
		v := args[i]
		n, _ := strconv.Atoi(v)
		switch role {
		case "title":
			c.set(Title, v)
		case "season":
			c.set(Season, rangeText(n, n))
		case "pack":
			c.set(Season, rangeText(n, n))
			c.set(Episode, "")
		case "episode", "abs":
			c.set(Episode, rangeText(n, n))
		case "absTo":
			lo, _ := strconv.Atoi(args[i-1])
			c.set(Episode, rangeText(lo, n))
		case "altE":
			if n > 0 {
				c.alt[Episode] = rangeText(n, n)
			}
		case "eps":
			_, list, _ := strings.Cut(v, "{")
			nums := strings.Fields(strings.NewReplacer(",", " ", "}", " ").Replace(list))
			if len(nums) > 0 {
				lo, _ := strconv.Atoi(nums[0])
				hi, _ := strconv.Atoi(nums[len(nums)-1])
				c.set(Episode, rangeText(lo, hi))
			}
		case "group":
			if v == "null" {
				v = ""
			}
			c.set(Group, v)
		}
	}
	return c, true
}

// csArgs splits a C# argument list: "strings" (with \ escapes), @"verbatim"
// strings, numbers, null, and new[] { … } arrays (kept as their text).
func csArgs(s string) []string {
	var args []string
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == '"' || (c == '@' && i+1 < len(s) && s[i+1] == '"'):
			verbatim := c == '@'
			if verbatim {
				i++
			}
			var b strings.Builder
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && !verbatim && i+1 < len(s) {
					i++
				}
				b.WriteByte(s[i])
			}
			args = append(args, b.String())
			i++
		case c == ')' || c == ']':
			return args
		case c == ',' || c == ' ':
			i++
		default:
			end := i
			depth := 0
			for ; end < len(s) && (depth > 0 || (s[end] != ',' && s[end] != ')')); end++ {
				if s[end] == '{' {
					depth++
				} else if s[end] == '}' {
					depth--
				}
			}
			args = append(args, strings.TrimSpace(s[i:end]))
			i = end
		}
	}
	return args
}
