// Package nullable holds the one wire type the SDK needs told apart from
// an empty string.
package nullable

import "encoding/json"

// ID is an identifier kept as text that the original's Python SDK types as
// an int (a subscription's douban_id, a user's telegram_user_id). The SDK
// reads "" as NaN, which a script's `if sub.douban_id` takes for an id, so
// an unset ID is written null; the screens read null as none. It reads
// back as any string does (null leaves it empty).
type ID string

// MarshalJSON writes "" as null and any other ID as its string.
func (id ID) MarshalJSON() ([]byte, error) {
	if id == "" {
		return []byte("null"), nil
	}
	return json.Marshal(string(id))
}
