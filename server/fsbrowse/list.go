package fsbrowse

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Node is one folder of the picker's tree (api-contract §2.2 get_dirs).
// Children is absent for a folder not expanded yet; the picker loads it
// when the user opens it.
type Node struct {
	ID       string `json:"id"` // absolute, cleaned, no trailing slash
	Name     string `json:"name"`
	Children []Node `json:"children,omitzero"`
}

// Limits keep an answer small and a call short.
type Limits struct {
	MaxEntries int // folders returned per level
	MaxScan    int // directory entries read per level, folders or not
	MaxDepth   int // levels expanded towards a selected path
}

// DefaultLimits suit the picker: nobody scrolls through more than 2,000
// folders, and a folder of a million files must not stall the call.
var DefaultLimits = Limits{MaxEntries: 2000, MaxScan: 20000, MaxDepth: 64}

// listDirs returns the sub-folders of dir sorted by name, leaving out
// hidden (dot) folders. Symbolic links to folders are listed like folders
// (a media library often is one) but never descended into here.
func listDirs(dir string, lim Limits) ([]Node, error) {
	f, err := openDir(dir)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	nodes := []Node{}
	for scanned := 0; scanned < lim.MaxScan; {
		entries, err := f.ReadDir(256)
		for _, e := range entries {
			scanned++
			if !strings.HasPrefix(e.Name(), ".") && isDir(dir, e) {
				nodes = append(nodes, Node{ID: filepath.Join(dir, e.Name()), Name: e.Name()})
			}
		}
		if errors.Is(err, io.EOF) || len(entries) == 0 {
			break
		}
		if err != nil {
			return nil, classify(dir, err)
		}
	}
	slices.SortFunc(nodes, func(a, b Node) int { return strings.Compare(a.Name, b.Name) })
	if len(nodes) > lim.MaxEntries {
		nodes = nodes[:lim.MaxEntries]
	}
	return nodes, nil
}

// isDir reports whether e is a folder or a symbolic link to one. A broken
// link is not listed.
func isDir(dir string, e os.DirEntry) bool {
	if e.IsDir() {
		return true
	}
	if e.Type()&os.ModeSymlink == 0 {
		return false
	}
	fi, err := os.Stat(filepath.Join(dir, e.Name()))
	return err == nil && fi.IsDir()
}
