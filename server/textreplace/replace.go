// Package textreplace is the find-and-replace of the custom subscriptions'
// rename rules (替换种子名称&标题, 替换下载后文件名): a regular expression
// whose every match becomes the replacement, where \1 or \g<name>
// (Python's spelling, as rules written for the original product use) and
// $1 / ${name} insert groups. It is a package of its own because the
// organiser (server/library) applies the file-name rules when it names a
// download's files, and cannot import the custom subscriptions.
package textreplace

import (
	"regexp"
	"strings"
)

// Rule is one replacement: every match of Expr becomes Repl.
type Rule struct {
	Expr string `json:"expr"`
	Repl string `json:"repl"`
}

// Replace answers text with every match of expr replaced by repl; an
// expression that does not compile is the error.
func Replace(text, expr, repl string) (string, error) {
	re, err := regexp.Compile(expr)
	if err != nil {
		return "", err
	}
	return re.ReplaceAllString(text, goTemplate(repl)), nil
}

var (
	pyGroup   = regexp.MustCompile(`\\(\d+)`)
	pyNamed   = regexp.MustCompile(`\\g<(\w+)>`)
	escapedBS = "\x00"
)

// goTemplate turns Python's group references into Go's ${n}.
func goTemplate(repl string) string {
	repl = strings.ReplaceAll(repl, `\\`, escapedBS)
	repl = pyNamed.ReplaceAllString(repl, `$${$1}`)
	repl = pyGroup.ReplaceAllString(repl, `$${$1}`)
	return strings.ReplaceAll(repl, escapedBS, `\`)
}
