package auth

import (
	"crypto/rand"
	"encoding/base64"
	"sync"
	"time"
)

// Tickets are single-use, short-lived sign-ins for what cannot send a
// header: EventSource opens the event stream with ?ticket=, and a token
// in the address would end up in proxy logs. A ticket names its user.
type Tickets struct {
	TTL time.Duration
	mu  sync.Mutex
	m   map[string]ticket
}

type ticket struct {
	uid   int64
	until time.Time
}

// Issue answers a new ticket for uid, valid for TTL from now; expired
// ones are forgotten on the way.
func (t *Tickets) Issue(uid int64, now time.Time) string {
	b := make([]byte, 24)
	rand.Read(b)
	tok := base64.RawURLEncoding.EncodeToString(b)
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.m == nil {
		t.m = map[string]ticket{}
	}
	for k, v := range t.m {
		if now.After(v.until) {
			delete(t.m, k)
		}
	}
	t.m[tok] = ticket{uid, now.Add(t.TTL)}
	return tok
}

// Take answers the ticket's user, if it is valid, and forgets it.
func (t *Tickets) Take(tok string, now time.Time) (int64, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	v, ok := t.m[tok]
	delete(t.m, tok)
	return v.uid, ok && !now.After(v.until)
}
