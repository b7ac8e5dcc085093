package customsub

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/textreplace"
)

// RenameLabels name the rename rule types (§3.5).
var RenameLabels = map[string]string{"replaceTorrentName": "替换种子名称&标题", "replaceFileName": "替换下载后文件名"}

type renameArgs struct {
	ReplExpression string `json:"repl_expression"`
	String         string `json:"string"`
}

const maxExpr = 500

// Replace is tools/test_replace_text: every match of expr (a regular
// expression; a plain string matches itself) in text becomes repl, where
// \1 or \g<name> (Python's spelling, as rules written for the original use)
// and $1 / ${name} insert groups (server/textreplace, which the organiser
// applies 替换下载后文件名 with).
func Replace(text, expr, repl string) (string, error) {
	if _, err := compileExpr(expr); err != nil {
		return "", err
	}
	return textreplace.Replace(text, expr, repl)
}

func compileExpr(expr string) (*regexp.Regexp, error) {
	if expr == "" {
		return nil, Invalid{Message: "请填写匹配的字符串或正则表达式"}
	}
	if utf8.RuneCountInString(expr) > maxExpr {
		return nil, Invalid{Message: fmt.Sprintf("匹配表达式不能超过%d个字", maxExpr)}
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, Invalid{Message: "正则表达式不正确：" + err.Error()}
	}
	return re, nil
}

// checkRenames validates rename rules: a known type and an expression that
// compiles.
func checkRenames(in []Rule) ([]Rule, error) {
	out := []Rule{}
	for i, r := range in {
		a, err := renameOf(r)
		if err != nil {
			return nil, Invalid{Message: fmt.Sprintf("第%d条重命名规则：%s", i+1, err.Error())}
		}
		raw, _ := json.Marshal(a)
		out = append(out, Rule{Type: r.Type, Args: raw})
	}
	return out, nil
}

func renameOf(r Rule) (renameArgs, error) {
	var a renameArgs
	if _, ok := RenameLabels[r.Type]; !ok {
		return a, Invalid{Message: "不支持的重命名类型：" + r.Type}
	}
	if len(bytes.TrimSpace(r.Args)) == 0 || json.Unmarshal(r.Args, &a) != nil {
		return a, Invalid{Message: "重命名规则的设置格式不正确"}
	}
	if _, err := compileExpr(a.ReplExpression); err != nil {
		return a, err
	}
	return a, nil
}

// renameTorrent applies the replaceTorrentName rules to a result's title
// and subtitle line (before the filters read them).
func renameTorrent(rules []Rule, name, subject string) (string, string) {
	for _, r := range rules {
		if r.Type != "replaceTorrentName" {
			continue
		}
		a, err := renameOf(r)
		if err != nil {
			continue
		}
		if n, err := Replace(name, a.ReplExpression, a.String); err == nil {
			name = n
		}
		if s, err := Replace(subject, a.ReplExpression, a.String); err == nil {
			subject = s
		}
	}
	return name, subject
}

// FileRenames are the 替换下载后文件名 rules, in order, of the custom
// subscription that sent download r (none for any other download): the
// completion watcher hands them to the organiser, which applies them to
// the file names it gives the download's files in the library.
func (s *Service) FileRenames(ctx context.Context, r downloads.Record) []textreplace.Rule {
	if r.SubType != downloads.SubTypeCustom || r.SubID == 0 {
		return nil
	}
	sub, err := s.get(ctx, r.SubID)
	if err != nil {
		return nil // the subscription was deleted: its rules went with it
	}
	var out []textreplace.Rule
	for _, rule := range sub.RenameRule {
		if a, err := renameOf(rule); err == nil && rule.Type == "replaceFileName" {
			out = append(out, textreplace.Rule{Expr: a.ReplExpression, Repl: a.String})
		}
	}
	return out
}
