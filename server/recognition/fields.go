package recognition

import (
	"reflect"
	"strings"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// Fields are the parser's fields as the preview and the impact list show
// them.
type Fields struct {
	Title         string   `json:"title"`
	CNTitle       string   `json:"cn_title"`
	ENTitle       string   `json:"en_title"`
	Year          int      `json:"year"`
	MediaType     string   `json:"media_type"` // Movie | TV
	SeasonStart   int      `json:"season_start"`
	SeasonEnd     int      `json:"season_end"`
	EpisodeStart  int      `json:"episode_start"`
	EpisodeEnd    int      `json:"episode_end"`
	FullSeason    bool     `json:"full_season"`
	TotalEpisodes int      `json:"total_episodes"`
	Resolution    string   `json:"resolution"`
	Source        string   `json:"source"`
	Codec         string   `json:"codec"`
	HDR           []string `json:"hdr"`
	Audio         []string `json:"audio"`
	Group         string   `json:"group"`
	ChineseSubs   bool     `json:"chinese_subs"`
	TMDBID        int      `json:"tmdb_id"` // pinned by a rule (0 none)
}

// FieldsOf is what res read.
func FieldsOf(res release.Result) Fields {
	i := res.Info
	f := Fields{Title: i.Title, CNTitle: i.CNTitle, ENTitle: i.ENTitle, Year: i.Year, MediaType: "Movie",
		SeasonStart: i.SeasonStart, SeasonEnd: i.SeasonEnd, EpisodeStart: i.EpisodeStart, EpisodeEnd: i.EpisodeEnd,
		FullSeason: i.FullSeason, TotalEpisodes: i.TotalEpisodes, Resolution: i.Resolution, Source: i.Source, Codec: i.Codec,
		HDR: nonNil(i.HDR), Audio: nonNil(i.Audio), Group: i.Group, ChineseSubs: i.ChineseSubs, TMDBID: res.TMDBID}
	if i.IsTV {
		f.MediaType = "TV"
	}
	return f
}

func nonNil(v []string) []string {
	if v == nil {
		return []string{}
	}
	return v
}

// Preview is a name read without the rules and with them.
type Preview struct {
	Before  Fields `json:"before"`
	After   Fields `json:"after"`
	Blocked bool   `json:"blocked"` // a block word matched: the engine ignores the release
	Changed bool   `json:"changed"` // the rules changed what is read
}

// PreviewName reads one name without rules and with them: rules when given
// (a line that cannot be read is refused naming it, as a save would), else
// the rules in force on inForce.
func PreviewName(inForce *release.Parser, name, subject string, rules *string) (Preview, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return Preview{}, fault.Invalid{Message: "种子名称不能为空"}
	}
	p := inForce
	if rules != nil {
		rec, err := settings.RecognitionRules{Rules: *rules}.Validate()
		if err != nil {
			return Preview{}, err
		}
		rs, _ := release.ParseRules(rec.Rules)
		p = release.NewParser(rs)
	}
	subject = strings.TrimSpace(subject)
	var none *release.Parser // reads without rules
	before := FieldsOf(none.Read(name, subject))
	res := p.Read(name, subject)
	after := FieldsOf(res)
	return Preview{Before: before, After: after, Blocked: res.Blocked,
		Changed: res.Blocked || !reflect.DeepEqual(before, after)}, nil
}
