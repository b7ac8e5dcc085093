// Command movie-robot serves the Movie Robot web console from one binary.
package main

import (
	"os"

	console "github.com/movie-robot/web-console"
	"github.com/movie-robot/web-console/server/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Getenv, console.Assets(), os.Stderr))
}
