// Package bundled holds the plugins shipped inside the binary, offered by
// the built-in market entry so the market is not empty on day one. They
// are ordinary plugins: installing one unpacks it into <data>/plugins and
// it runs as a child process like any other.
package bundled

import "embed"

// FS has one folder per plugin, each with its manifest.json.
//
//go:embed all:nexusphp_signin all:torrent_cleanup
var FS embed.FS
