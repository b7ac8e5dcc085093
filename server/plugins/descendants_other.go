//go:build unix && !linux

package plugins

// Without /proc and a child subreaper only the process group is killed.
func becomeSubreaper()            {}
func killDescendants(int, string) {}
