// Package recognition puts 自定义识别词 in force: the rules stored in the
// settings become the rules of the one release-name parser every part of
// the engine reads names with (subscriptions, custom subscriptions, sites'
// answers, downloads, the organiser).
package recognition

import (
	"context"

	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// Load is a parser under the stored rules. Stored rules that no longer
// read (a newer version saved them) leave it without rules, so names are
// still read rather than the program refusing to start; the error says why.
func Load(ctx context.Context, g settings.Getter) (*release.Parser, error) {
	rs, err := stored(ctx, g)
	return release.NewParser(rs), err
}

// Apply puts the stored rules in force on p at once (after a save).
func Apply(ctx context.Context, g settings.Getter, p *release.Parser) error {
	rs, err := stored(ctx, g)
	if err != nil {
		return err // validated on save: a record changed under us
	}
	p.Use(rs)
	return nil
}

func stored(ctx context.Context, g settings.Getter) (release.Rules, error) {
	rec, err := settings.RecognitionRulesSection.Load(ctx, g)
	if err != nil {
		return release.Rules{}, err
	}
	return Build(rec)
}

// Build is the rules a stored (or about to be saved) set reads names
// under: the global ones, and each scope's own after them.
func Build(rec settings.RecognitionRules) (release.Rules, error) {
	rs, err := release.ParseRules(rec.Rules)
	if err != nil {
		return release.Rules{}, err
	}
	for _, sc := range rec.Scoped {
		own, err := release.ParseRules(sc.Rules)
		if err != nil {
			return release.Rules{}, err
		}
		rs = rs.WithScoped(release.Scope{Kind: sc.Scope, ID: sc.ID}, own)
	}
	return rs, nil
}
