package recognition

import (
	"context"
	"fmt"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Exists tells whether the subscription (release.ScopeSub) or custom
// subscription a rule set is scoped to still exists.
type Exists func(ctx context.Context, scope string, id int64) (bool, error)

// Save stores the rules, validated already, and puts them in force on p
// at once. A set scoped to a subscription that does not exist is refused
// naming the item; sets stored already are kept unasked: one whose
// subscription was deleted since must not block every later save.
func Save(ctx context.Context, st *store.Store, p *release.Parser, in settings.RecognitionRules, exists Exists) error {
	err := st.EditSettings(ctx, func(tx *store.SettingsTx) error {
		cur, err := settings.RecognitionRulesSection.Load(ctx, tx)
		if err != nil {
			return err
		}
		if err := checkScopes(ctx, cur.Scoped, in.Scoped, exists); err != nil {
			return err
		}
		return settings.RecognitionRulesSection.Put(ctx, tx, in)
	})
	if err != nil {
		return err
	}
	return Apply(ctx, st, p)
}

func checkScopes(ctx context.Context, stored, in []settings.ScopedRules, exists Exists) error {
	had := map[settings.ScopedRules]bool{}
	for _, x := range stored {
		had[settings.ScopedRules{Scope: x.Scope, ID: x.ID}] = true
	}
	for i, x := range in {
		if had[settings.ScopedRules{Scope: x.Scope, ID: x.ID}] {
			continue
		}
		ok, err := exists(ctx, x.Scope, x.ID)
		if err != nil {
			return err
		}
		if !ok {
			what := "订阅"
			if x.Scope != release.ScopeSub {
				what = "自定义订阅"
			}
			return fault.Invalid{Message: fmt.Sprintf("适用范围第%d项：%s（编号%d）不存在或已被删除", i+1, what, x.ID)}
		}
	}
	return nil
}
