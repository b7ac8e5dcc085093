// Package console embeds the built web console so one binary serves it.
//
// dist/ is written by `rsbuild build`. A committed placeholder (dist/.keep)
// keeps `go build` and `go test` working on a fresh clone before that build.
package console

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Assets returns the built web app, rooted so that index.html is at "index.html".
func Assets() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // unreachable: "dist" is a valid, embedded path
	}
	return sub
}
