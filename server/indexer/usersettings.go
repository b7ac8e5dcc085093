package indexer

import (
	"fmt"
	"strings"
)

// signInSettings are the settings the site dialog's own fields fill
// (account, password, cookie, API key): never asked for twice.
var signInSettings = map[string]bool{"username": true, "password": true, "cookie": true, "apikey": true}

// UserSetting reports whether the user sets f in the site dialog's extra
// fields: a checkbox, select, text or password the sign-in fields do not
// already cover. An info is shown, never set.
func UserSetting(f SettingField) bool {
	switch f.Type {
	case "checkbox", "select", "text", "password":
		return !signInSettings[strings.ToLower(f.Name)]
	}
	return false
}

// ShownSetting reports whether the dialog shows f (a user setting or an
// info text).
func ShownSetting(f SettingField) bool {
	return UserSetting(f) || f.Type == "info" || strings.HasPrefix(f.Type, "info_")
}

// Typed is what templates see of the user's value v of f: a checkbox is
// "True" or "" as in Value, the rest the value itself.
func (f SettingField) Typed(v string) string {
	if f.Type == "checkbox" {
		return SettingField{Type: "checkbox", Default: v}.Value()
	}
	return v
}

// CheckSetting validates the user's value of f and answers it in the
// stored form: a checkbox "true"/"false", a select one of its option
// keys. The error names the field by its label.
func CheckSetting(f SettingField, v string) (string, error) {
	label := f.Label
	if label == "" {
		label = f.Name
	}
	switch f.Type {
	case "checkbox":
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "true", "1", "on":
			return "true", nil
		case "false", "0", "off", "":
			return "false", nil
		}
		return "", fmt.Errorf("「%s」只能是开或关", label)
	case "select":
		for _, o := range f.Options {
			if o.Key == v {
				return v, nil
			}
		}
		return "", fmt.Errorf("「%s」的值%q不在可选项中", label, v)
	}
	return strings.TrimSpace(v), nil
}
