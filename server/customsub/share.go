package customsub

import (
	"encoding/base64"
	"encoding/json"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// sharePrefix starts every share code, so a pasted code from elsewhere is
// recognised as not ours; the version inside lets a later format be read.
const (
	sharePrefix  = "MRSUB1."
	shareVersion = 1
	maxShareCode = 256 << 10
)

// Shared is the rule a share code carries: what sub_custom needs, without
// the install's own save path, ids or history. parse_sub_rule_string
// answers it as JSON text (the editor pre-fills its form with it).
type Shared struct {
	Version       int    `json:"version"`
	MediaType     string `json:"media_type"`
	Name          string `json:"name"`
	Desc          string `json:"desc"`
	DoubanID      string `json:"douban_id"`
	TMDBID        string `json:"tmdb_id"`
	SeasonNumber  int    `json:"season_number"`
	EpisodeCount  int    `json:"episode_count"`
	ScoreRuleName string `json:"score_rule_name"`
	SavePath      string `json:"save_path"`
	AutoDelete    bool   `json:"auto_delete"`
	SkipExists    bool   `json:"skip_exists"`
	SkipUnknown   bool   `json:"skip_unknown"`
	// The editor reads these two as JSON text, like get_sub_custom's.
	TorrentFilter string `json:"torrent_filter"`
	RenameRule    string `json:"rename_rule"`
}

// ShareCode is get_sub_rule_string: the subscription as a self-contained
// code (base64url of versioned JSON).
func ShareCode(sub Sub) string {
	tf, _ := json.Marshal(sub.TorrentFilter)
	rr, _ := json.Marshal(sub.RenameRule)
	raw, _ := json.Marshal(Shared{Version: shareVersion, MediaType: sub.MediaType, Name: sub.Name, Desc: sub.Desc,
		DoubanID: sub.DoubanID, TMDBID: sub.TMDBID, SeasonNumber: sub.SeasonNumber, EpisodeCount: sub.EpisodeCount,
		ScoreRuleName: sub.ScoreRuleName, SavePath: AutoSavePath, AutoDelete: sub.AutoDelete,
		SkipExists: sub.SkipExists, SkipUnknown: sub.SkipUnknown, TorrentFilter: string(tf), RenameRule: string(rr)})
	return sharePrefix + base64.RawURLEncoding.EncodeToString(raw)
}

var errBadCode = Invalid{Message: "无法识别这段私密规则：请粘贴完整的自定义订阅分享码（以 " + sharePrefix + " 开头）"}

// ParseShareCode is parse_sub_rule_string: the rule a code carries, checked
// as sub_custom would check it, as JSON text.
func ParseShareCode(code string) (string, error) {
	code = strings.Join(strings.Fields(code), "") // pasted across lines
	if len(code) > maxShareCode || !strings.HasPrefix(code, sharePrefix) {
		return "", errBadCode
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(code[len(sharePrefix):], "="))
	if err != nil {
		return "", errBadCode
	}
	var sh Shared
	if json.Unmarshal(raw, &sh) != nil || sh.Version == 0 {
		return "", errBadCode
	}
	if sh.Version > shareVersion {
		return "", Invalid{Message: "这段规则来自更新版本的程序，请先升级后再导入"}
	}
	in := Input{MediaType: sh.MediaType, Name: sh.Name, Desc: sh.Desc, SavePath: AutoSavePath,
		ScoreRuleName: sh.ScoreRuleName, AutoDelete: sh.AutoDelete, SkipExists: &sh.SkipExists, SkipUnknown: &sh.SkipUnknown}
	in.DoubanID, _ = json.Marshal(sh.DoubanID)
	in.TMDBID, _ = json.Marshal(sh.TMDBID)
	if json.Unmarshal([]byte(sh.TorrentFilter), &in.TorrentFilter) != nil || json.Unmarshal([]byte(sh.RenameRule), &in.RenameRule) != nil {
		return "", errBadCode
	}
	season, episodes := intOf(sh.SeasonNumber), intOf(sh.EpisodeCount)
	in.SeasonNumber, in.EpisodeCount = &season, &episodes
	if _, err := in.Validate(); err != nil {
		return "", Invalid{Message: "规则内容不正确：" + err.Error()}
	}
	sh.SavePath = AutoSavePath
	out, _ := json.Marshal(sh)
	return string(out), nil
}

func intOf(v int) settings.Int { return settings.Int{Value: int64(v), Valid: true} }
