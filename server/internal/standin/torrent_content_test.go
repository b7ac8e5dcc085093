package standin

import (
	"bytes"
	"crypto/sha1"
	"io"
	"net/http"
	"net/url"
	"testing"
)

// piecesPassed counts the pieces of the stand-in's .torrent for t that
// content passes, as a client's recheck does.
func piecesPassed(t *testing.T, tor npTorrent, content []byte) (n int) {
	t.Helper()
	data := npTorrentFile("http://127.0.0.1:9", "pk", "tag", tor)
	at := bytes.Index(data, []byte("6:pieces80:"))
	if at < 0 {
		t.Fatalf("no 4 pieces in %q", data)
	}
	pieces := data[at+len("6:pieces80:"):][:80]
	for p := range torrentPieces {
		sum := sha1.Sum(content[p*torrentPieceLen:][:torrentPieceLen])
		if bytes.Equal(sum[:], pieces[p*sha1.Size:][:sha1.Size]) {
			n++
		}
	}
	return n
}

// The first half of a torrent's data, extended to full length with zeros
// (as libtorrent may leave a partial file), is half done, never done; the
// whole data is done, and another release's data is nothing.
func TestTorrentContentIsWhatThePiecesHash(t *testing.T) {
	tor, other := npCatalogue[0], npCatalogue[1]
	full := TorrentContent(tor.Name + ".mkv")
	if len(full) != torrentLen || piecesPassed(t, tor, full) != torrentPieces {
		t.Fatalf("the whole data passes %d pieces", piecesPassed(t, tor, full))
	}
	half := append(bytes.Clone(full[:torrentLen/2]), make([]byte, torrentLen/2)...)
	if n := piecesPassed(t, tor, half); n != torrentPieces/2 {
		t.Fatalf("half the data and zeros pass %d pieces", n)
	}
	if n := piecesPassed(t, tor, TorrentContent(other.Name+".mkv")); n != 0 {
		t.Fatalf("another release's data passes %d pieces", n)
	}
}

// Browser tests read the same bytes from any stand-in, unrecorded.
func TestContentPathServesTorrentContent(t *testing.T) {
	s := Must(t, "nexusphp", nil)
	file := npCatalogue[0].Name + ".mkv"
	res, err := http.Get(s.URL + ContentPath + "?" + url.Values{"file": {file}}.Encode())
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	got, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || !bytes.Equal(got, TorrentContent(file)) {
		t.Fatalf("served %d: %d bytes", res.StatusCode, len(got))
	}
	if seen := s.Requests(); len(seen) != 0 {
		t.Fatalf("recorded %+v", seen)
	}
}
