package settings

import "context"

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
