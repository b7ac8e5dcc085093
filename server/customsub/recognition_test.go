package customsub

import (
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/release"
)

// A custom subscription reads names under the 自定义识别词 of the
// program's parser: a release holding a block word is skipped, saying why;
// without the rule it is sent.
func TestBlockWordKeepsAReleaseFromACustomSubscription(t *testing.T) {
	e := newEnv(t, nil)
	dl := &sentDL{}
	e.svc.dl = dl
	e.svc.names = release.NewParser(release.Rules{})
	id := e.save(t, `{"name":"matrix","save_path":"/d"}`)
	run(t, e, id, `{"search_type":"keyword","keyword":"matrix"}`)
	if !strings.Contains(strings.Join(dl.names, " "), "Resurrections") {
		t.Fatalf("without rules the sequel is not sent: %q", dl.names)
	}
	rs, err := release.ParseRules("Resurrections")
	if err != nil {
		t.Fatal(err)
	}
	e.svc.names.Use(rs)
	dl2 := &sentDL{}
	e.svc.dl = dl2
	id = e.save(t, `{"name":"matrix2","save_path":"/d"}`)
	log := run(t, e, id, `{"search_type":"keyword","keyword":"matrix"}`)
	if strings.Contains(strings.Join(dl2.names, " "), "Resurrections") || len(dl2.names) == 0 {
		t.Fatalf("with the block word: sent %q\n%s", dl2.names, log)
	}
	if !strings.Contains(log, "The.Matrix.Resurrections.2021") || !strings.Contains(log, "含自定义识别词的屏蔽词") {
		t.Errorf("log does not say why:\n%s", log)
	}
}
