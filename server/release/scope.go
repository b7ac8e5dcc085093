package release

// Scope names whose own rules a set is: one subscription or one custom
// subscription. Its rules run after the global ones, and only on the
// names read for it.
type Scope struct {
	Kind string // ScopeSub | ScopeCustomSub
	ID   int64
}

// The kinds of Scope.
const (
	ScopeSub       = "sub"
	ScopeCustomSub = "custom_sub"
)

// WithScoped is rs plus more as s's own rules (the global ones stay in
// force for s, before its own).
func (rs Rules) WithScoped(s Scope, more Rules) Rules {
	scoped := make(map[Scope][]rule, len(rs.scoped)+1)
	for k, v := range rs.scoped {
		scoped[k] = v
	}
	scoped[s] = append(scoped[s], more.list...)
	rs.scoped = scoped
	return rs
}

// For is a parser for names read for s: the rules in force plus s's own.
// Without rules of its own it is p itself.
func (p *Parser) For(s Scope) *Parser {
	if p == nil {
		return nil
	}
	rs := p.rules.Load()
	if rs == nil || len(rs.scoped[s]) == 0 {
		return p
	}
	list := append(append([]rule(nil), rs.list...), rs.scoped[s]...)
	return NewParser(Rules{list: list})
}

// Scoped reports whether s has rules of its own.
func (p *Parser) Scoped(s Scope) bool {
	return p.For(s) != p
}
