package fsbrowse

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestTreeListsRootChildren(t *testing.T) {
	nodes, err := Tree("/", "", DefaultLimits)
	if err != nil || len(nodes) == 0 {
		t.Fatalf("root: %v %v", names(nodes), err)
	}
	for _, n := range nodes {
		if !strings.HasPrefix(n.ID, "/") || strings.Count(n.ID, "/") != 1 || n.ID != "/"+n.Name {
			t.Fatalf("root child id %q name %q", n.ID, n.Name)
		}
	}
}

func TestTreeExpandsTowardsTheSelection(t *testing.T) {
	root := t.TempDir()
	mkTree(t, root, "media/movies/2024", "media/movies/2023", "media/tv", "downloads", "media/.cache/x")
	nodes, err := Tree(root+"/", root+"//media/movies/2024/", DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(nodes)
	p := func(s string) string { return filepath.Join(root, s) }
	want := `[{"id":"` + p("downloads") + `","name":"downloads"},` +
		`{"id":"` + p("media") + `","name":"media","children":[` +
		`{"id":"` + p("media/movies") + `","name":"movies","children":[` +
		`{"id":"` + p("media/movies/2023") + `","name":"2023"},{"id":"` + p("media/movies/2024") + `","name":"2024"}]},` +
		`{"id":"` + p("media/tv") + `","name":"tv"}]}]`
	if string(b) != want {
		t.Fatalf("tree\n got %s\nwant %s", b, want)
	}
}

func TestTreeShowsAHiddenSelection(t *testing.T) {
	root := t.TempDir()
	mkTree(t, root, ".config/app", "visible")
	nodes, err := Tree(root, filepath.Join(root, ".config/app"), DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(names(nodes), ","); got != ".config,visible" || len(nodes[0].Children) != 1 {
		t.Fatalf("got %s %+v", got, nodes)
	}
}

func TestTreeIgnoresSelectionsElsewhere(t *testing.T) {
	root := t.TempDir()
	mkTree(t, root, "a/b")
	for _, sel := range []string{"/etc", root, root + "x/a", "relative", filepath.Join(root, "missing/deep")} {
		nodes, err := Tree(root, sel, DefaultLimits)
		if err != nil || len(nodes) != 1 || nodes[0].Children != nil {
			t.Errorf("%q: %+v %v", sel, nodes, err)
		}
	}
}

func TestTreeSymlinkLoopReturnsPromptly(t *testing.T) {
	root := t.TempDir()
	mkTree(t, root, "dir/sub")
	if err := os.Symlink(filepath.Join(root, "dir"), filepath.Join(root, "dir", "link")); err != nil {
		t.Fatal(err)
	}
	// dir/link → dir: a path through the link any number of times names
	// the same folder.
	sel := filepath.Join(root, "dir") + strings.Repeat("/link", 200) + "/sub"
	start := time.Now()
	nodes, err := Tree(root, sel, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("took %v", d)
	}
	// dir is expanded once; its "link" child is listed, not re-expanded.
	dir := nodes[0]
	if dir.Name != "dir" || strings.Join(names(dir.Children), ",") != "link,sub" {
		t.Fatalf("dir = %+v", dir)
	}
	if dir.Children[0].Children != nil {
		t.Fatal("the loop was followed")
	}
	// Listing through the loop directly also answers (the kernel resolves it).
	if _, err := Tree(filepath.Join(root, "dir", "link", "link"), "", DefaultLimits); err != nil {
		t.Fatalf("listing through the link: %v", err)
	}
}

func TestTreeDepthCap(t *testing.T) {
	root := t.TempDir()
	deep := filepath.Join(root, strings.Repeat("d/", 10))
	mkTree(t, root, strings.Repeat("d/", 10))
	nodes, err := Tree(root, deep, Limits{MaxEntries: 10, MaxScan: 10, MaxDepth: 3})
	if err != nil {
		t.Fatal(err)
	}
	depth := 0
	for n := nodes; len(n) > 0; n = n[0].Children {
		depth++
	}
	if depth != 4 { // root's list plus 3 expanded levels
		t.Fatalf("depth %d", depth)
	}
}

func TestTreeRootProblems(t *testing.T) {
	root := t.TempDir()
	mkTree(t, root, "f.txt")
	for p, want := range map[string]Problem{
		"":                           NotAbsolute,
		"x/y":                        NotAbsolute,
		filepath.Join(root, "no"):    NotExist,
		filepath.Join(root, "f.txt"): NotDir,
	} {
		if _, err := Tree(p, "", DefaultLimits); problemOf(err) != want {
			t.Errorf("%q: %d (%v), want %d", p, problemOf(err), err, want)
		}
	}
}

func TestTreeUnreadableRoot(t *testing.T) {
	if _, err := Tree(lockedDir(t), "", DefaultLimits); problemOf(err) != NoPermission {
		t.Fatalf("got %v", err)
	}
}
