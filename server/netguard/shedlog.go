// Package netguard keeps hostile or broken clients from holding the
// server's connections: a cap on open connections per TCP peer, a time
// bound on request bodies, and a rate-limited warning whenever load is shed.
package netguard

import (
	"log/slog"
	"sync"
	"time"
)

// ShedLog writes one warning per kind of shedding at most every Every, with
// the number of events since the last line: an attack makes thousands of
// events, and the log must stay readable (and its disk use bounded).
type ShedLog struct {
	log   *slog.Logger
	every time.Duration
	now   func() time.Time
	mu    sync.Mutex
	kinds map[string]*shedKind
}

type shedKind struct {
	last    time.Time
	skipped int
}

// NewShedLog logs through logger (nil: slog.Default()) at most once per
// every for each message.
func NewShedLog(logger *slog.Logger, every time.Duration) *ShedLog {
	if logger == nil {
		logger = slog.Default()
	}
	return &ShedLog{log: logger, every: every, now: time.Now, kinds: map[string]*shedKind{}}
}

// Note records one shed event; msg is the kind, peer who caused it, attrs
// (key, value pairs as for slog) any detail of the event that is logged.
func (s *ShedLog) Note(msg, peer string, attrs ...any) {
	s.mu.Lock()
	k := s.kinds[msg]
	if k == nil {
		k = &shedKind{}
		s.kinds[msg] = k
	}
	now := s.now()
	if !k.last.IsZero() && now.Sub(k.last) < s.every {
		k.skipped++
		s.mu.Unlock()
		return
	}
	skipped := k.skipped
	k.last, k.skipped = now, 0
	s.mu.Unlock()
	s.log.Warn(msg, append([]any{"peer", peer, "more_since_last_line", skipped}, attrs...)...)
}
