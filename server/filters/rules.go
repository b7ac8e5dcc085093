package filters

import "strings"

// ScoreRule is a sort rule (排序规则) the score step ranks candidates by.
type ScoreRule struct {
	RuleName string `json:"rule_name"`
	Desc     string `json:"desc"`
}

// ScoreRules are the strategies of the score config (settings.ScoreConfig
// strategy); the selectors page lists them read-only.
func ScoreRules() []ScoreRule {
	return []ScoreRule{
		{"compress", "压制优先：偏好画质与体积平衡的压制版本（默认）"},
		{"collection", "收藏优先：偏好原盘、Remux 等最高画质的版本"},
		{"compact", "体积优先：偏好体积小、下载快的版本"},
	}
}

// ScoreRuleTitle is a rule as people name it (压制优先), the head of its
// description, for the 全息日志; an unknown name stays as it is.
func ScoreRuleTitle(name string) string {
	for _, r := range ScoreRules() {
		if r.RuleName == name {
			title, _, _ := strings.Cut(r.Desc, "：")
			return title
		}
	}
	return name
}

// ScoreRuleNames lists ScoreRules' names (common/rules).
func ScoreRuleNames() []string {
	out := []string{}
	for _, r := range ScoreRules() {
		out = append(out, r.RuleName)
	}
	return out
}

// ReleaseTeams are well-known release groups the form suggests; any other
// name may be typed.
var ReleaseTeams = []string{
	"CMCT", "FRDS", "HDS", "CHD", "WiKi", "TTG", "MTeam", "HDChina", "OurBits", "PTer", "HDSky", "HDHome",
	"Audies", "ADE", "ADWeb", "PTHome", "HDArea", "NGB", "beAst", "BeyondHD", "FraMeSToR", "DON", "EbP",
	"CtrlHD", "HiFi", "NTb", "FLUX", "SMURF", "QHstudIo", "HHWEB", "UBWEB", "CarPT",
}
