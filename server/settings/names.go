package settings

import (
	"strings"
	"unicode"
)

// maxNameLen caps the alias of a list entry (media server, download client,
// notification channel, search template): it is shown in lists and chips.
const maxNameLen = 32

// checkName validates an entry's alias typed into field label.
func checkName(label, raw string) (string, error) {
	s, err := checkText(label, raw, true, maxNameLen)
	if err != nil {
		return "", err
	}
	if strings.IndexFunc(s, unicode.IsControl) >= 0 {
		return "", invalid("%s不能包含控制字符", label)
	}
	return s, nil
}

// maxEntries caps every named list; nobody runs more, and it bounds records.
const maxEntries = 20
