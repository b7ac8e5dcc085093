package bencode

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
)

// Torrent is what the console needs of a .torrent file.
type Torrent struct {
	Name string
	// InfoHash is the hash records and the blacklist are keyed by: the v1
	// SHA-1, or for a v2-only torrent its SHA-256 cut to 20 bytes (how
	// clients name those). See Hashes for what a client may report.
	InfoHash   string
	InfoHashV1 string // 40 hex digits; "" for a v2-only torrent
	InfoHashV2 string // 64 hex digits (BEP 52); "" for a v1 torrent
	Size       int64  // bytes of the files; BEP 47 pad files left out
}

// Hashes are the 40-digit ids a download client may know the torrent by:
// the v1 hash, and the v2 hash cut to 20 bytes. qBittorrent 4.4+ on
// libtorrent 2 reports the cut v2 hash for a hybrid torrent too
// (libtorrent's info_hash_t::get_best), Transmission and aria2 the v1.
func (t Torrent) Hashes() []string {
	var out []string
	if t.InfoHashV1 != "" {
		out = append(out, t.InfoHashV1)
	}
	if t.InfoHashV2 != "" {
		out = append(out, t.InfoHashV2[:40])
	}
	return out
}

// maxTotal bounds every size: a petabyte is no release.
const maxTotal = 1 << 50

// ParseTorrent reads a .torrent (BEP 3, and BEP 52 v2 and hybrid) as
// strictly as libtorrent: its name, size and info-hashes.
func ParseTorrent(data []byte) (Torrent, error) {
	if len(data) > MaxTorrentSize {
		return Torrent{}, invalid("种子文件超过 %d 字节", MaxTorrentSize)
	}
	// libtorrent accepts whitespace after the dictionary (files saved
	// by hand end in a newline); nothing else may follow.
	data = bytes.TrimRight(data, " \t\r\n")
	if len(data) == 0 || data[0] != 'd' {
		return Torrent{}, invalid("种子文件不是一个字典")
	}
	s := &scanner{data: data}
	in := newInfo(s)
	infoStart, infoEnd := 0, 0
	var seenInfo bool
	read := once(&seenInfo, "info", s.dictOf("info", false, in.keys))
	end, err := s.dict(0, 0, func(key []byte) reader {
		if string(key) != "info" {
			return nil
		}
		return func(pos, depth int) (int, error) {
			infoStart = pos
			end, err := read(pos, depth)
			infoEnd = end
			return end, err
		}
	}, false)
	switch {
	case err != nil:
		return Torrent{}, err
	case end != len(data):
		return Torrent{}, invalid("字典之后还有多余内容")
	case infoEnd == 0:
		return Torrent{}, invalid("缺少 info")
	}
	size, err := in.check()
	if err != nil {
		return Torrent{}, err
	}
	raw := data[infoStart:infoEnd]
	t := Torrent{Name: string(in.name), Size: size}
	if in.has.pieces {
		sum := sha1.Sum(raw)
		t.InfoHashV1 = hex.EncodeToString(sum[:])
	}
	if in.metaVersion == 2 {
		sum := sha256.Sum256(raw)
		t.InfoHashV2 = hex.EncodeToString(sum[:])
	}
	t.InfoHash = t.Hashes()[0]
	return t, nil
}
