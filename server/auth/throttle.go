package auth

import (
	"container/list"
	"sync"
	"time"
)

// ThrottleConfig tunes LoginThrottle.
type ThrottleConfig struct {
	Threshold  int           // failures within Window that start the lock-out
	Window     time.Duration // how long a failure is remembered
	BaseDelay  time.Duration // first lock; doubles with each further failure
	MaxDelay   time.Duration // longest lock
	MaxEntries int           // memory bound: idle keys are dropped, least recently used first
	// AddrThreshold is the per-address budget across user names: that many
	// failures from one address within Window lock the address itself (see
	// AttemptFrom), so guessing many names costs no more than one.
	AddrThreshold int
}

// DefaultThrottleConfig: 5 failures in 15 minutes lock the pair for 30 s,
// then 60 s, 120 s … up to 15 minutes per further failure.
var DefaultThrottleConfig = ThrottleConfig{
	Threshold:  5,
	Window:     15 * time.Minute,
	BaseDelay:  30 * time.Second,
	MaxDelay:   15 * time.Minute,
	MaxEntries: 10000,
	// A household or office behind one address mistypes a few passwords;
	// a script spraying names needs thousands.
	AddrThreshold: 20,
}

// LoginThrottle limits password guessing per key (the caller uses client
// address + user name, so the real user elsewhere is never locked out by an
// attacker). It is safe for concurrent use.
//
// Every attempt counts as a failure the moment it starts (Attempt) and is
// forgiven only by Succeeded. Counting up front is what makes the limit hold
// under parallel requests: otherwise a burst of guesses would all pass the
// check while the first bcrypt comparisons were still running.
type LoginThrottle struct {
	cfg     ThrottleConfig
	now     func() time.Time
	mu      sync.Mutex
	entries map[string]*list.Element // of *throttleEntry
	lru     list.List                // front = least recently touched
}

type throttleEntry struct {
	key         string
	fails       []time.Time // recent failures, at most Threshold of them
	strikes     int         // locks imposed since the pair was last clean
	lockedUntil time.Time
	lastFail    time.Time
}

// NewLoginThrottle returns a limiter on the clock now (time.Now in
// production).
func NewLoginThrottle(cfg ThrottleConfig, now func() time.Time) *LoginThrottle {
	return &LoginThrottle{cfg: cfg, now: now, entries: map[string]*list.Element{}}
}

// Attempt asks to check a password for key. A positive result means
// "refused, retry after this long" and nothing is counted; zero means go
// ahead, and the attempt counts as a failure until Succeeded(key).
func (t *LoginThrottle) Attempt(key string) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	e := t.entry(key, now)
	if wait := e.lockedUntil.Sub(now); wait > 0 {
		return wait
	}
	t.count(e, now, t.cfg.Threshold)
	return 0
}

// AttemptFrom is Attempt for the pair (addr, name) under addr's budget
// across names: an address over AddrThreshold is refused whatever the
// name, before the pair is even looked up, so a flood of made-up names
// neither costs a password hash per try nor fills the memory with pairs.
// name should already be normalised (sign-in ignores case).
func (t *LoginThrottle) AttemptFrom(addr, name string) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	a := t.entry(addrKey(addr), now)
	if wait := a.lockedUntil.Sub(now); wait > 0 {
		return wait
	}
	p := t.entry(pairKey(addr, name), now)
	if wait := p.lockedUntil.Sub(now); wait > 0 {
		return wait
	}
	t.count(a, now, t.cfg.AddrThreshold)
	t.count(p, now, t.cfg.Threshold)
	return 0
}

// SucceededFrom ends the pair's lock-out and gives the address back the
// budget the successful attempt used: people signing in do not use it up.
func (t *LoginThrottle) SucceededFrom(addr, name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.forget(pairKey(addr, name))
	if el, ok := t.entries[addrKey(addr)]; ok {
		// (Once locked, strikes decide the next lock, not the count.)
		if e := el.Value.(*throttleEntry); len(e.fails) > 0 {
			e.fails = e.fails[:len(e.fails)-1]
		}
	}
}

// Pair keys hold a NUL, which addresses never do: the two kinds cannot meet.
func pairKey(addr, name string) string { return addr + "\x00" + name }
func addrKey(addr string) string       { return addr }

// count records a failure of e starting now; threshold failures within
// Window lock it. Once locked out, every further failure locks again, for
// longer, until a success or a quiet Window clears the entry.
func (t *LoginThrottle) count(e *throttleEntry, now time.Time, threshold int) {
	e.fails = append(e.fails, now)
	if len(e.fails) > threshold {
		e.fails = e.fails[1:]
	}
	e.lastFail = now
	if e.strikes > 0 || len(e.fails) >= threshold {
		e.strikes++
		e.lockedUntil = now.Add(t.delay(e.strikes))
	}
}

// Succeeded forgets key's failures: the right password ends the lock-out.
func (t *LoginThrottle) Succeeded(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.forget(key)
}

func (t *LoginThrottle) forget(key string) {
	if el, ok := t.entries[key]; ok {
		t.lru.Remove(el)
		delete(t.entries, key)
	}
}

// delay is BaseDelay·2^(strikes-1), capped at MaxDelay.
func (t *LoginThrottle) delay(strikes int) time.Duration {
	d := t.cfg.BaseDelay
	for i := 1; i < strikes && d < t.cfg.MaxDelay; i++ {
		d *= 2
	}
	return min(d, t.cfg.MaxDelay)
}
