package release

import "sync/atomic"

// Parser reads release names under the 自定义识别词 in force. The program
// holds one and hands it to every part that decides from a name (the
// subscription engine, custom subscriptions, downloads, the organiser,
// the search page), so a saved rule reaches them all at once: Use swaps
// the rules, readers never lock. A nil *Parser reads without rules.
type Parser struct{ rules atomic.Pointer[Rules] }

// NewParser is a Parser under rs.
func NewParser(rs Rules) *Parser {
	p := &Parser{}
	p.Use(rs)
	return p
}

// Use makes rs the rules of every later Read.
func (p *Parser) Use(rs Rules) { p.rules.Store(&rs) }

// Read reads a name and its subject line (may be "") under the rules.
func (p *Parser) Read(name, subject string) Result {
	if p == nil {
		return Result{Info: ParseWithSubject(name, subject)}
	}
	if rs := p.rules.Load(); rs != nil {
		return rs.Parse(name, subject)
	}
	return Result{Info: ParseWithSubject(name, subject)}
}

// Len is how many rules are in force.
func (p *Parser) Len() int {
	if p == nil {
		return 0
	}
	if rs := p.rules.Load(); rs != nil {
		return len(rs.list)
	}
	return 0
}

// Version identifies the rules in force: every Use changes it, so a
// reader that keeps what it read under them knows when to read again
// (the subscription engine's listing memo).
func (p *Parser) Version() *Rules {
	if p == nil {
		return nil
	}
	return p.rules.Load()
}
