// Package console embeds the built web console so one binary serves it.
//
// dist/ is written by `rsbuild build`; the binary embeds dist/.embed/, the
// part of it that is served (each compressible file but index.html as its
// brotli and gzip twins only, see rsbuild.config.ts). A committed placeholder
// (dist/.embed/.keep) keeps `go build` and `go test` working on a fresh
// clone before that build.
package console

import (
	"embed"
	"io/fs"
)

//go:embed all:dist/.embed
var dist embed.FS

// Assets returns the built web app, rooted so that index.html is at "index.html".
func Assets() fs.FS {
	sub, err := fs.Sub(dist, "dist/.embed")
	if err != nil {
		panic(err) // unreachable: "dist/.embed" is a valid, embedded path
	}
	return sub
}
