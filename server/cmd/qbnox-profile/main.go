// Command qbnox-profile writes a qbittorrent-nox profile with a known Web UI
// account on a loopback port, for browser tests that need a real download
// client, and prints the command line that starts it:
//
//	go run ./server/cmd/qbnox-profile -profile /tmp/qb -port 18080 -password 'adminadmin'
//	qbittorrent-nox --webui-port=18080 --profile=/tmp/qb
//
// The profile keeps qBittorrent off the network (see package qbnox).
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/movie-robot/web-console/server/clients/qbnox"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "qbnox-profile:", err)
		os.Exit(2)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("qbnox-profile", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("profile", "", "profile folder to write (required)")
	port := fs.Int("port", 0, "Web UI port on 127.0.0.1 (required)")
	user := fs.String("username", "admin", "Web UI user name")
	pass := fs.String("password", "", "Web UI password (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dir == "" || *pass == "" || *port < 1 || *port > 65535 {
		return fmt.Errorf("-profile, -password and -port (1-65535) are required")
	}
	if err := qbnox.WriteProfile(*dir, *port, *user, *pass); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s --webui-port=%d --profile=%s\n", qbnox.Binary, *port, *dir)
	return nil
}
