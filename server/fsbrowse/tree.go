package fsbrowse

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
)

// Tree lists the sub-folders of root. When selected lies below root, the
// folders on the way down to it are expanded as well (their Children
// filled, on that chain only), so the picker opens showing the current
// choice. Expansion follows symbolic links on the chain but stops at a
// folder already visited (keyed on device and inode) or after
// lim.MaxDepth levels, so a link loop cannot hang the call. Problems on
// the chain end the expansion quietly; only root's own problem is an error.
func Tree(root, selected string, lim Limits) ([]Node, error) {
	clean, err := Clean(root)
	if err != nil {
		return nil, err
	}
	nodes, err := listDirs(clean, lim)
	if err != nil || selected == "" {
		return nodes, err
	}
	sel, err := Clean(selected)
	if err != nil {
		return nodes, nil
	}
	parts, ok := below(clean, sel)
	if !ok {
		return nodes, nil
	}
	visited := map[fileID]bool{}
	if id, ok := idOf(clean); ok {
		visited[id] = true
	}
	level := &nodes
	for depth, name := range parts {
		path := filepath.Join(append([]string{clean}, parts[:depth+1]...)...)
		i := ensureChild(level, path, name)
		if i < 0 || depth == len(parts)-1 || depth >= lim.MaxDepth {
			break // the selected folder itself is shown, not opened
		}
		node := &(*level)[i]
		id, ok := idOf(node.ID)
		if !ok || visited[id] {
			break
		}
		visited[id] = true
		kids, err := listDirs(node.ID, lim)
		if err != nil {
			break
		}
		node.Children = kids
		level = &node.Children
	}
	return nodes, nil
}

// below splits sel into the names under root, if sel is strictly below it.
func below(root, sel string) ([]string, bool) {
	prefix := root
	if !strings.HasSuffix(prefix, string(filepath.Separator)) {
		prefix += string(filepath.Separator)
	}
	if !strings.HasPrefix(sel, prefix) {
		return nil, false
	}
	return strings.Split(strings.TrimPrefix(sel, prefix), string(filepath.Separator)), true
}

// ensureChild returns the index of the node named name in *level. A folder
// on the chain that the listing left out (hidden, or past the cap) is
// added, so the selection stays visible; -1 when it is not a folder.
func ensureChild(level *[]Node, path, name string) int {
	if i := slices.IndexFunc(*level, func(n Node) bool { return n.Name == name }); i >= 0 {
		return i
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		return -1
	}
	*level = append(*level, Node{ID: path, Name: name})
	slices.SortFunc(*level, func(a, b Node) int { return strings.Compare(a.Name, b.Name) })
	return slices.IndexFunc(*level, func(n Node) bool { return n.Name == name })
}

// fileID identifies a folder across paths that reach it (links, bind mounts).
type fileID struct{ dev, ino uint64 }

func idOf(path string) (fileID, bool) {
	fi, err := os.Stat(path)
	if err != nil {
		return fileID{}, false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileID{}, false
	}
	return fileID{dev: uint64(st.Dev), ino: st.Ino}, true
}
