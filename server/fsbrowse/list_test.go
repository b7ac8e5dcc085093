package fsbrowse

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// mkTree creates folders (and files, for names ending in .txt) under root.
func mkTree(t *testing.T, root string, names ...string) {
	t.Helper()
	for _, n := range names {
		p := filepath.Join(root, n)
		if filepath.Ext(n) == ".txt" {
			os.MkdirAll(filepath.Dir(p), 0o755)
			if err := os.WriteFile(p, nil, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(p, 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

func names(nodes []Node) []string {
	out := []string{}
	for _, n := range nodes {
		out = append(out, n.Name)
	}
	return out
}

func TestListDirsFoldersOnlySortedNoHidden(t *testing.T) {
	root := t.TempDir()
	mkTree(t, root, "b", "a", "电影", ".hidden", "notes.txt", "a/inner")
	os.Symlink(filepath.Join(root, "a"), filepath.Join(root, "link-to-a"))
	os.Symlink(filepath.Join(root, "notes.txt"), filepath.Join(root, "link-to-file"))
	os.Symlink(filepath.Join(root, "gone"), filepath.Join(root, "broken"))

	nodes, err := listDirs(root, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(names(nodes)); got != "[a b link-to-a 电影]" {
		t.Fatalf("names %s", got)
	}
	if nodes[0].ID != filepath.Join(root, "a") || nodes[0].Children != nil {
		t.Fatalf("node %+v", nodes[0])
	}
}

func TestListDirsCapsTheAnswer(t *testing.T) {
	root := t.TempDir()
	for i := range 30 {
		mkTree(t, root, fmt.Sprintf("d%02d", i))
	}
	nodes, err := listDirs(root, Limits{MaxEntries: 5, MaxScan: 1000, MaxDepth: 4})
	if err != nil || len(nodes) != 5 || nodes[0].Name != "d00" {
		t.Fatalf("capped: %v %v", names(nodes), err)
	}
	// The scan cap bounds the work on a huge folder; what is returned is
	// still sorted.
	nodes, err = listDirs(root, Limits{MaxEntries: 100, MaxScan: 10, MaxDepth: 4})
	if err != nil || len(nodes) == 0 || len(nodes) > 256 {
		t.Fatalf("scan cap: %d %v", len(nodes), err)
	}
}

func TestListDirsEmptyFolderIsEmptyList(t *testing.T) {
	nodes, err := listDirs(t.TempDir(), DefaultLimits)
	if err != nil || nodes == nil || len(nodes) != 0 {
		t.Fatalf("%#v %v", nodes, err)
	}
}
