package indexer

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
)

// DefError says exactly why a definition cannot be used: the file, the line
// and key of the definition, and the reason. The site dialog, the site card
// and the log show it as it is, never as a network failure.
type DefError struct {
	File   string
	Line   int
	Key    string
	Reason string
}

func (e *DefError) Error() string {
	s := e.File
	if e.Line > 0 {
		s += ":" + strconv.Itoa(e.Line)
	}
	if s != "" {
		s += " "
	}
	if e.Key != "" {
		s += e.Key + ": "
	}
	return s + e.Reason
}

// AsDefError answers the definition problem inside err, if any.
func AsDefError(err error) (*DefError, bool) {
	var d *DefError
	ok := errors.As(err, &d)
	return d, ok
}

var yamlLine = regexp.MustCompile(`line (\d+)`)

// yamlError turns a YAML library error into a DefError with its line.
func yamlError(err error) *DefError {
	msg := err.Error()
	line := 0
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
	}
	return &DefError{Line: line, Reason: fmt.Sprintf("YAML 无法解析：%s", msg)}
}
