package settings

// ScoreConfig is the /config/score-config form (设置选种规则). The original
// UI never wired this page to an API; save/get_score_config are additions
// of this console, and the record is kept so the form round-trips.
type ScoreConfig struct {
	Strategy string       `json:"strategy"` // collection, compress or compact
	Keywords string       `json:"keywords"` // 自定义关键字
	Weights  ScoreWeights `json:"weights"`
}

// ScoreWeights are the six 0–100 sliders.
type ScoreWeights struct {
	Name        int `json:"name"`
	Type        int `json:"type"`
	Seeders     int `json:"seeders"`
	Completions int `json:"completions"`
	Subtitle    int `json:"subtitle"`
	Free        int `json:"free"`
}

// maxKeywordsLen is the keyword field's limit.
const maxKeywordsLen = 500

// ScoreConfigSection is stored under "config.score_config".
var ScoreConfigSection = Section[ScoreConfig]{Key: "config.score_config", Default: func() ScoreConfig {
	return ScoreConfig{Strategy: "compress", Weights: ScoreWeights{50, 50, 50, 50, 50, 50}}
}}

// ScoreConfigInput is the body of save_score_config.
type ScoreConfigInput struct {
	Strategy string `json:"strategy"`
	Keywords string `json:"keywords"`
	Weights  struct {
		Name        Int `json:"name"`
		Type        Int `json:"type"`
		Seeders     Int `json:"seeders"`
		Completions Int `json:"completions"`
		Subtitle    Int `json:"subtitle"`
		Free        Int `json:"free"`
	} `json:"weights"`
}

// Validate checks the form and returns the record to store.
func (in ScoreConfigInput) Validate() (ScoreConfig, error) {
	out := ScoreConfig{Strategy: in.Strategy}
	switch in.Strategy {
	case "collection", "compress", "compact":
	default:
		return out, invalid("不支持的选种策略：%s", quote(in.Strategy))
	}
	var err error
	if out.Keywords, err = checkText("自定义关键字", in.Keywords, false, maxKeywordsLen); err != nil {
		return out, err
	}
	w := in.Weights
	for _, f := range []struct {
		label string
		in    Int
		out   *int
	}{
		{"名称", w.Name, &out.Weights.Name},
		{"类型", w.Type, &out.Weights.Type},
		{"做种数", w.Seeders, &out.Weights.Seeders},
		{"完成数", w.Completions, &out.Weights.Completions},
		{"字幕", w.Subtitle, &out.Weights.Subtitle},
		{"免费", w.Free, &out.Weights.Free},
	} {
		v, ok := f.in.In(0, 100)
		if !ok {
			return out, invalid("%s权重必须是0到100之间的整数", f.label)
		}
		*f.out = v
	}
	return out, nil
}
