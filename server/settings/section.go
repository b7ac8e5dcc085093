// Package settings holds the typed records of the configuration screens
// (api-contract §2.3): their defaults, their server-side validation with the
// Chinese messages the forms show, and how each is kept in the store.
//
// Each section is ONE JSON value under ONE key of the settings table, so two
// browsers saving the same form give last-write-wins of a whole record,
// never a mix of both.
package settings

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/store"
)

// Getter reads one stored value; *store.Store satisfies it.
type Getter interface {
	Setting(ctx context.Context, key string) (string, error)
}

// Section is a record type stored under Key, with Default as its value on
// a fresh install.
type Section[T any] struct {
	Key     string
	Default func() T
}

// Load returns the stored record, or the default when none was saved.
func (s Section[T]) Load(ctx context.Context, g Getter) (T, error) {
	v, _, err := s.LoadStored(ctx, g)
	return v, err
}

// LoadStored is Load that also reports whether a record was saved.
func (s Section[T]) LoadStored(ctx context.Context, g Getter) (T, bool, error) {
	v := s.Default()
	raw, err := g.Setting(ctx, s.Key)
	if errors.Is(err, store.ErrNotFound) {
		return v, false, nil
	}
	if err != nil {
		return v, false, err
	}
	// Decoding over the default keeps defaults for fields that a record
	// saved by an older version does not have.
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		return s.Default(), false, fmt.Errorf("settings: stored %s is not valid: %w", s.Key, err)
	}
	return v, true, nil
}

// Encode is the stored form of v. encoding/json writes struct fields in a
// fixed order, so equal records encode to equal text (PutSettingsIfUnchanged
// relies on it).
func (s Section[T]) Encode(v T) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("settings: encode %s: %w", s.Key, err)
	}
	return string(b), nil
}

// Invalid is a validation failure; Message is shown to the user as is and
// names the field. It never quotes a secret.
type Invalid = fault.Invalid

func invalid(format string, args ...any) error {
	return Invalid{Message: fmt.Sprintf(format, args...)}
}

// NeedsSetup is a failure only a change of the settings cures: no TMDB API
// key, a key TMDB refuses, no site to search. Asking again gets the same
// answer, and only an administrator may open the settings; so the API sends
// it with a reason the screens act on (no retry, a link for the admin) and
// words it for its reader: Message names the settings to open, Member (when
// set) tells anyone else whom to ask.
type NeedsSetup struct{ Message, Member string }

func (e NeedsSetup) Error() string { return e.Message }

// For is the wording for a reader who is an administrator or not.
func (e NeedsSetup) For(admin bool) string {
	if admin || e.Member == "" {
		return e.Message
	}
	return e.Member
}
