package downloads

import (
	"context"
	"encoding/base32"
	"encoding/hex"
	"errors"
	"net/url"
	"strings"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/settings"
)

// A magnet-only result (a site that lists a magnet or an info-hash and no
// .torrent) goes to the client as the link itself: qBittorrent's add
// takes it as urls, Transmission's torrent-add as filename, aria2 as
// addUri. The record and the blacklist key it by the link's btih hash.

// IsMagnet tells a magnet link from a .torrent's bytes.
func IsMagnet(b []byte) bool { return strings.HasPrefix(string(b), "magnet:") }

// ParseMagnet reads a magnet link's v1 info-hash (40 hex digits or 32
// base32 ones, as BEP 9 allows) and its display name.
func ParseMagnet(link string) (bencode.Torrent, error) {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || u.Scheme != "magnet" {
		return bencode.Torrent{}, errors.New("磁力链接无效")
	}
	q := u.Query()
	for _, xt := range q["xt"] {
		id, ok := strings.CutPrefix(strings.ToLower(xt), "urn:btih:")
		if !ok {
			continue
		}
		switch len(id) {
		case 40:
			if _, err := hex.DecodeString(id); err == nil {
				return bencode.Torrent{Name: q.Get("dn"), InfoHash: id, InfoHashV1: id}, nil
			}
		case 32:
			if b, err := base32.StdEncoding.DecodeString(strings.ToUpper(id)); err == nil {
				h := hex.EncodeToString(b)
				return bencode.Torrent{Name: q.Get("dn"), InfoHash: h, InfoHashV1: h}, nil
			}
		}
	}
	return bencode.Torrent{}, errors.New("磁力链接里没有种子的 info-hash（xt=urn:btih:）")
}

// addMagnet hands link to client c, saving to savePath.
func (s *Service) addMagnet(ctx context.Context, c settings.DownloadClientEntry, link string, t bencode.Torrent, savePath, cate string) (string, error) {
	switch c.Type {
	case "qbittorrent":
		var hash string
		err := s.qbWith(ctx, c, func(q *qbSession) (err error) {
			hash, err = q.addForm(ctx, func(w formWriter) { w.WriteField("urls", link) }, t.Hashes(), savePath, cate)
			return err
		})
		return hash, err
	case "transmission":
		return t.InfoHash, s.trAddArgs(ctx, c, map[string]any{"filename": link}, t.Hashes(), savePath, cate)
	case "aria2":
		opts := map[string]string{}
		if savePath != "" {
			opts["dir"] = savePath
		}
		_, err := s.aria2Call(ctx, c, "aria2.addUri", []string{link}, opts)
		return t.InfoHash, err
	}
	return "", errors.New("不支持的下载工具类型" + c.Type)
}
