//go:build !unix

package plugins

import "os/exec"

// ownProcessGroup: without process groups only the child itself is killed.
func ownProcessGroup(*exec.Cmd) string { return "" }

func killLeftovers(*exec.Cmd, string) {}
