package settings

import (
	"context"

	"github.com/movie-robot/web-console/server/store"
)

// Putter writes one stored value; *store.SettingsTx satisfies it.
type Putter interface {
	Put(ctx context.Context, key, value string) error
}

// Put encodes v and writes it under the section's key.
func (s Section[T]) Put(ctx context.Context, p Putter, v T) error {
	value, err := s.Encode(v)
	if err != nil {
		return err
	}
	return p.Put(ctx, s.Key, value)
}

// Edit reads the stored record, changes it and writes it back in one
// transaction, so what was saved meanwhile (by another screen) is never
// lost; an error from change writes nothing.
func (s Section[T]) Edit(ctx context.Context, st *store.Store, change func(T) (T, error)) error {
	return st.EditSettings(ctx, func(tx *store.SettingsTx) error {
		cur, err := s.Load(ctx, tx)
		if err != nil {
			return err
		}
		if cur, err = change(cur); err != nil {
			return err
		}
		return s.Put(ctx, tx, cur)
	})
}
