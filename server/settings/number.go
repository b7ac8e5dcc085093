package settings

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// Int is an integer form field as it arrives. Forms send numbers, but a
// text input may send "1329"; anything else (1.5, "", true, null, absent)
// decodes without error and stays !Valid, so the answer is the field's own
// Chinese message rather than a generic "bad JSON".
type Int struct {
	Value int64
	Valid bool
}

// UnmarshalJSON accepts an integral JSON number or a string holding one.
func (n *Int) UnmarshalJSON(b []byte) error {
	*n = Int{}
	s := string(bytes.TrimSpace(b))
	if strings.HasPrefix(s, `"`) {
		if err := json.Unmarshal(b, &s); err != nil {
			return nil
		}
		s = strings.TrimSpace(s)
	}
	if v, err := strconv.ParseInt(s, 10, 64); err == nil {
		*n = Int{Value: v, Valid: true}
		return nil
	}
	// 1329.0 and 1e3 are integers too; beyond 2^53 a float is not exact.
	if f, err := strconv.ParseFloat(s, 64); err == nil && f == math.Trunc(f) && math.Abs(f) <= 1<<53 {
		*n = Int{Value: int64(f), Valid: true}
	}
	return nil
}

// In returns the value when it is valid and within [lo, hi].
func (n Int) In(lo, hi int64) (int, bool) {
	if !n.Valid || n.Value < lo || n.Value > hi {
		return 0, false
	}
	return int(n.Value), true
}
