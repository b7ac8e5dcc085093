package settings

import (
	"fmt"
	"strings"

	"github.com/movie-robot/web-console/server/release"
)

// RecognitionRules is 自定义识别词 (an addition: the contract has no such
// screen): the rules a user taught the release-name parser, one a line,
// in the forms release.ParseRules reads. Rules are global; Scoped holds
// one subscription's or custom subscription's own, which run after the
// global ones and only on the names read for it.
type RecognitionRules struct {
	Rules  string        `json:"rules"`
	Scoped []ScopedRules `json:"scoped"`
}

// ScopedRules are the rules of one subscription (scope "sub") or custom
// subscription (scope "custom_sub"), by its id.
type ScopedRules struct {
	Scope string `json:"scope"`
	ID    int64  `json:"id"`
	Rules string `json:"rules"`
}

// RecognitionRulesSection is stored under "setting.recognition_rules".
var RecognitionRulesSection = Section[RecognitionRules]{Key: "setting.recognition_rules", Default: func() RecognitionRules {
	return RecognitionRules{Scoped: []ScopedRules{}}
}}

// maxRulesLen bounds the rules text: every name the engine reads runs
// through each rule, so thousands of lines would slow every listing.
const maxRulesLen = 50_000

// Validate reads every line; the first that cannot be read is the error,
// naming its line number (识别词第3行：…) and, for a scoped set, its
// place in the list (适用范围第2项：…). A set left empty is dropped; two
// sets of one scope are one.
func (in RecognitionRules) Validate() (RecognitionRules, error) {
	total := TextLen(in.Rules)
	if _, err := release.ParseRules(in.Rules); err != nil {
		return in, invalid("%s", err.Error())
	}
	out := RecognitionRules{Rules: in.Rules, Scoped: []ScopedRules{}}
	at := map[ScopedRules]int{}
	for i, s := range in.Scoped {
		total += TextLen(s.Rules)
		if err := s.check(); err != nil {
			return in, invalid("适用范围第%d项：%s", i+1, err.Error())
		}
		if strings.TrimSpace(s.Rules) == "" {
			continue
		}
		k := ScopedRules{Scope: s.Scope, ID: s.ID}
		if j, ok := at[k]; ok {
			out.Scoped[j].Rules += "\n" + s.Rules
			continue
		}
		at[k] = len(out.Scoped)
		out.Scoped = append(out.Scoped, s)
	}
	if total > maxRulesLen {
		return in, invalid("识别词不能超过%d个字符", maxRulesLen)
	}
	return out, nil
}

func (s ScopedRules) check() error {
	if s.Scope != release.ScopeSub && s.Scope != release.ScopeCustomSub {
		return fmt.Errorf("适用范围须为订阅（sub）或自定义订阅（custom_sub）")
	}
	if s.ID <= 0 {
		return fmt.Errorf("适用范围须指明订阅的编号")
	}
	_, err := release.ParseRules(s.Rules)
	return err
}
