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

// A custom subscription's own 自定义识别词 apply to its runs only: a block
// word scoped to one keeps the sequel from it, while another custom
// subscription searching the same keyword still takes it.
func TestScopedBlockWordKeepsAReleaseFromItsCustomSubscriptionOnly(t *testing.T) {
	e := newEnv(t, nil)
	e.svc.names = release.NewParser(release.Rules{})
	own := e.save(t, `{"name":"matrix","save_path":"/d"}`)
	other := e.save(t, `{"name":"matrix2","save_path":"/d"}`)
	block, err := release.ParseRules("Resurrections")
	if err != nil {
		t.Fatal(err)
	}
	e.svc.names.Use(release.Rules{}.WithScoped(release.Scope{Kind: release.ScopeCustomSub, ID: own}, block))
	dl := &sentDL{}
	e.svc.dl = dl
	log := run(t, e, own, `{"search_type":"keyword","keyword":"matrix"}`)
	if strings.Contains(strings.Join(dl.names, " "), "Resurrections") || len(dl.names) == 0 {
		t.Fatalf("its own block word: sent %q\n%s", dl.names, log)
	}
	if !strings.Contains(log, "含自定义识别词的屏蔽词") {
		t.Errorf("log does not say why:\n%s", log)
	}
	dl2 := &sentDL{}
	e.svc.dl = dl2
	run(t, e, other, `{"search_type":"keyword","keyword":"matrix"}`)
	if !strings.Contains(strings.Join(dl2.names, " "), "Resurrections") {
		t.Fatalf("another custom subscription's block word reached this one: sent %q", dl2.names)
	}
}
