package events

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The console listens by kind (web/lib/server-events.ts): a kind the server
// sends but the console does not list would never reach a screen.
func TestTheConsoleListsEveryKind(t *testing.T) {
	src, err := os.ReadFile("../../web/lib/server-events.ts")
	if err != nil {
		t.Fatal(err)
	}
	for k := range labels {
		if !strings.Contains(string(src), `"`+string(k)+`"`) {
			t.Errorf("web/lib/server-events.ts does not list %q", k)
		}
	}
	// …and the console lists no kind the server does not have.
	list := regexp.MustCompile(`(?s)SERVER_EVENT_KINDS = \[(.*?)\]`).FindSubmatch(src)
	if list == nil {
		t.Fatal("no SERVER_EVENT_KINDS in web/lib/server-events.ts")
	}
	for _, m := range regexp.MustCompile(`"([a-z_]+)"`).FindAllSubmatch(list[1], -1) {
		if _, ok := labels[Kind(m[1])]; !ok {
			t.Errorf("web/lib/server-events.ts lists %q, which the server does not have", m[1])
		}
	}
}

// A kind that nothing publishes is a promise the stream does not keep: the
// console would list it and the user never hear of it.
func TestEveryKindIsPublished(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "event.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	ast.Inspect(f, func(n ast.Node) bool {
		if v, ok := n.(*ast.ValueSpec); ok {
			if id, ok := v.Type.(*ast.Ident); ok && id.Name == "Kind" {
				for _, name := range v.Names {
					kinds = append(kinds, name.Name)
				}
			}
		}
		return true
	})
	if len(kinds) < len(labels) {
		t.Fatalf("found %d kinds in event.go, %d labels", len(kinds), len(labels))
	}
	var src strings.Builder
	err = filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") ||
			filepath.Dir(p) == filepath.Join("..", "events") {
			return err
		}
		b, err := os.ReadFile(p)
		src.Write(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range kinds {
		if !regexp.MustCompile(`\bevents\.` + k + `\b`).MatchString(src.String()) {
			t.Errorf("events.%s is defined but nothing publishes it", k)
		}
	}
}

// A service that stops answering is told to the admins as a failure.
func TestServiceDownIsAnAdminWarning(t *testing.T) {
	b, notes, p, buf := newTestBus()
	b.Publish(context.Background(), Event{Kind: ServiceDown, Title: "Emby", Reason: "连接被拒绝",
		Push: &Push{Type: "service_down", Vars: map[string]string{"service_name": "Emby"}}})
	if len(notes.rows) != 1 || notes.rows[0].UID != 1 || notes.rows[0].Title != "服务不可用：Emby" {
		t.Fatalf("rows = %+v", notes.rows)
	}
	if len(p.sent) != 1 || p.sent[0].typ != "service_down" {
		t.Fatalf("pushes = %+v", p.sent)
	}
	if !strings.Contains(buf.String(), "level=WARN msg=服务不可用：Emby（连接被拒绝）") {
		t.Fatalf("log = %q", buf.String())
	}
}
