package main

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/clients/qbnox"
)

func TestRunWritesProfileAndPrintsCommand(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := run([]string{"-profile", dir, "-port", "18080", "-password", "pw"}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if out.String() != "qbittorrent-nox --webui-port=18080 --profile="+dir+"\n" {
		t.Fatalf("printed %q", out.String())
	}
	b, err := os.ReadFile(qbnox.ConfigPath(dir))
	if err != nil || !strings.Contains(string(b), `WebUI\Username=admin`) {
		t.Fatalf("%s %v", b, err)
	}
}

func TestRunRequiresItsFlags(t *testing.T) {
	for _, args := range [][]string{nil, {"-profile", "/tmp/x", "-port", "1"}, {"-profile", "/tmp/x", "-password", "p"}, {"-port", "99999"}} {
		if err := run(args, io.Discard, io.Discard); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}
