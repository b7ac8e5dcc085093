package ptsites

import (
	"encoding/json"
	"fmt"
	"maps"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/settings"
)

// SettingValues are the site dialog's values of the definition's own
// settings by name; a checkbox may come as true/false, a number as a
// number, everything else as text.
type SettingValues map[string]string

// UnmarshalJSON accepts an object whose values are strings, booleans or
// numbers (null leaves the name out: its stored value is kept).
func (v *SettingValues) UnmarshalJSON(b []byte) error {
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*v = SettingValues{}
	for k, x := range raw {
		switch x := x.(type) {
		case nil:
		case string:
			(*v)[k] = x
		case bool, float64:
			(*v)[k] = fmt.Sprint(x)
		default:
			return fmt.Errorf("setting %s: not a value", k)
		}
	}
	return nil
}

// apply checks the sent values against the definition and stores them:
// the password-type ones with the site's secrets (a blank one keeps the
// stored value), the others in the site; a blank text means the default.
func (v SettingValues) apply(def *indexer.Definition, st *settings.Site, sec *secret) error {
	st.Settings, sec.Settings = maps.Clone(st.Settings), maps.Clone(sec.Settings)
	for _, f := range def.Settings {
		raw, sent := v[f.Name]
		if !sent || !indexer.UserSetting(f) {
			continue
		}
		val, err := indexer.CheckSetting(f, raw)
		if err != nil {
			return Invalid{Message: err.Error()}
		}
		switch {
		case f.Type == "password" && val == "":
		case f.Type == "password":
			sec.Settings = put(sec.Settings, f.Name, val)
		case f.Type == "text" && val == "":
			delete(st.Settings, f.Name)
		default:
			st.Settings = put(st.Settings, f.Name, val)
		}
	}
	return nil
}

func put(m map[string]string, k, v string) map[string]string {
	if m == nil {
		m = map[string]string{}
	}
	m[k] = v
	return m
}

// userSettings is what the indexer gets: the site's values and its
// secret ones together.
func userSettings(st settings.Site, sec secret) map[string]string {
	if len(st.Settings)+len(sec.Settings) == 0 {
		return nil
	}
	out := maps.Clone(st.Settings)
	if out == nil {
		out = map[string]string{}
	}
	maps.Copy(out, sec.Settings)
	return out
}
