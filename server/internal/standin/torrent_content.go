package standin

import (
	"bytes"
	"net/http"
)

// Every stand-in site's torrent is one file of torrentPieces pieces.
const (
	torrentPieceLen = 16384
	torrentPieces   = 4
	torrentLen      = torrentPieceLen * torrentPieces
)

// TorrentContent is the data of file (a release name plus ".mkv"), the one
// file of a stand-in site's torrent: the name, a line at a time, over and
// over. A test that puts all of it where the client saves finds the download
// complete; the first half of it stalls at 50 %.
//
// Not zeros: qBittorrent (libtorrent) may extend a partial file to its full
// length with zeros, and when every piece hashed zeros that tail passed the
// check, so half the data in place could show as done. From the name, so
// releases differ as real ones do: one release's data never passes as
// another's.
func TorrentContent(file string) []byte {
	line := []byte(file + "\n")
	return bytes.Repeat(line, torrentLen/len(line)+1)[:torrentLen]
}

// ContentPath answers TorrentContent(file) for ?file=, on every stand-in,
// so browser tests put the same bytes in place as the Go tests; it is not
// recorded (the test asks, not the binary).
const ContentPath = "/__standin/content"

func serveContent(w http.ResponseWriter, r *http.Request) {
	file := r.URL.Query().Get("file")
	if file == "" {
		http.Error(w, "file= required", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Write(TorrentContent(file))
}
