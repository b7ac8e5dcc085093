package auth

import "time"

// entry returns key's live entry, creating it (and making room) if needed.
// Failures older than Window are dropped; a pair quiet for Window after its
// last failure and lock is forgotten altogether.
func (t *LoginThrottle) entry(key string, now time.Time) *throttleEntry {
	if el, ok := t.entries[key]; ok {
		e := el.Value.(*throttleEntry)
		if !t.expired(e, now) {
			t.lru.MoveToBack(el)
			t.prune(e, now)
			return e
		}
		t.lru.Remove(el)
		delete(t.entries, key)
	}
	t.makeRoom(now)
	e := &throttleEntry{key: key}
	t.entries[key] = t.lru.PushBack(e)
	return e
}

func (t *LoginThrottle) expired(e *throttleEntry, now time.Time) bool {
	last := e.lastFail
	if e.lockedUntil.After(last) {
		last = e.lockedUntil
	}
	return now.Sub(last) >= t.cfg.Window
}

func (t *LoginThrottle) prune(e *throttleEntry, now time.Time) {
	i := 0
	for i < len(e.fails) && now.Sub(e.fails[i]) >= t.cfg.Window {
		i++
	}
	e.fails = e.fails[i:]
}

// makeRoom keeps the map under MaxEntries: expired entries go first, then
// the least recently touched ones. Dropping a live entry forgets a lock; the
// bound matters more, since every distinct guessed name makes an entry.
func (t *LoginThrottle) makeRoom(now time.Time) {
	for el := t.lru.Front(); el != nil && len(t.entries) >= t.cfg.MaxEntries; {
		next := el.Next()
		if e := el.Value.(*throttleEntry); t.expired(e, now) {
			t.lru.Remove(el)
			delete(t.entries, e.key)
		}
		el = next
	}
	for len(t.entries) >= t.cfg.MaxEntries && t.lru.Len() > 0 {
		e := t.lru.Remove(t.lru.Front()).(*throttleEntry)
		delete(t.entries, e.key)
	}
}

// Len is the number of keys remembered (for tests and diagnostics).
func (t *LoginThrottle) Len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.entries)
}
