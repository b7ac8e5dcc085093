package events

import "database/sql"

// Sub is one live listener (an open event stream). C delivers its events;
// it is closed when the subscriber is dropped (too slow) or unsubscribed.
type Sub struct {
	C       <-chan Event
	c       chan Event
	uid     int64
	admin   bool
	dropped bool
}

// Dropped tells whether the bus gave up on s because its buffer filled.
func (s *Sub) Dropped() bool { return s.dropped }

// Subscribe opens a listener for user uid holding at most buffer events
// not yet read; an admin hears every event, anyone else only their own.
// A listener whose buffer is full is dropped (its channel closed) rather
// than slowing the publisher or growing without bound.
func (b *Bus) Subscribe(uid int64, admin bool, buffer int) *Sub {
	c := make(chan Event, max(buffer, 1))
	s := &Sub{C: c, c: c, uid: uid, admin: admin}
	b.mu.Lock()
	b.subs[s] = struct{}{}
	b.mu.Unlock()
	return s
}

// Unsubscribe closes s; calling it again, or after a drop, is harmless.
func (b *Bus) Unsubscribe(s *Sub) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.subs[s]; ok {
		delete(b.subs, s)
		close(s.c)
	}
}

// Listeners counts the open listeners.
func (b *Bus) Listeners() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs)
}

func (b *Bus) fanOut(e Event) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for s := range b.subs {
		if !s.admin && s.uid != e.UID {
			continue
		}
		select {
		case s.c <- e:
		default:
			s.dropped = true
			delete(b.subs, s)
			close(s.c)
		}
	}
}

func nullString(s string) sql.NullString { return sql.NullString{String: s, Valid: s != ""} }
