package settings

import "github.com/movie-robot/web-console/server/release"

// RecognitionRules is 自定义识别词 (an addition: the contract has no such
// screen): the rules a user taught the release-name parser, one a line,
// in the forms release.ParseRules reads.
type RecognitionRules struct {
	Rules string `json:"rules"`
}

// RecognitionRulesSection is stored under "setting.recognition_rules".
var RecognitionRulesSection = Section[RecognitionRules]{Key: "setting.recognition_rules", Default: func() RecognitionRules {
	return RecognitionRules{}
}}

// maxRulesLen bounds the rules text: every name the engine reads runs
// through each rule, so thousands of lines would slow every listing.
const maxRulesLen = 50_000

// Validate reads every line; the first that cannot be read is the error,
// naming its line number (识别词第3行：…).
func (in RecognitionRules) Validate() (RecognitionRules, error) {
	if textLen(in.Rules) > maxRulesLen {
		return in, invalid("识别词不能超过%d个字符", maxRulesLen)
	}
	if _, err := release.ParseRules(in.Rules); err != nil {
		return in, invalid("%s", err.Error())
	}
	return in, nil
}
