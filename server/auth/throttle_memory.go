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

// overflowFactor bounds the memory when every entry is a live lock: past
// MaxEntries·overflowFactor even locks go, least recently touched first.
// Reaching it takes thousands of locked addresses, each paying
// AddrThreshold hashed guesses.
const overflowFactor = 4

// makeRoom keeps the map under MaxEntries: entries without a live lock go,
// least recently touched first (so expired ones, untouched for a Window, go
// before merely idle ones). A live lock is never dropped to make room (a
// flood of made-up names must not free a locked admin); only past the hard
// bound does memory win. One pass: the scan stops at the first idle entry.
func (t *LoginThrottle) makeRoom(now time.Time) {
	full := func() bool { return len(t.entries) >= t.cfg.MaxEntries }
	t.evict(full, func(e *throttleEntry) bool { return !e.lockedUntil.After(now) })
	t.evict(func() bool { return len(t.entries) >= t.cfg.MaxEntries*overflowFactor },
		func(*throttleEntry) bool { return true })
}

// evict drops entries that match, oldest touched first, while full says so.
func (t *LoginThrottle) evict(full func() bool, drop func(*throttleEntry) bool) {
	for el := t.lru.Front(); el != nil && full(); {
		next := el.Next()
		if e := el.Value.(*throttleEntry); drop(e) {
			t.lru.Remove(el)
			delete(t.entries, e.key)
		}
		el = next
	}
}

// Len is the number of keys remembered (for tests and diagnostics).
func (t *LoginThrottle) Len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.entries)
}
