package mediaserver

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"regexp"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// Plex serves artwork only with the token, which must never reach a
// browser. So Plex posters go through the binary: search answers carry
// /api/media/plex_image URLs signed with a key of this process (an <img>
// cannot send the sign-in token, and the signature keeps the endpoint from
// fetching anything a search did not hand out).
var imageKey = func() []byte {
	b := make([]byte, 32)
	rand.Read(b)
	return b
}()

// plexArt is the only shape of artwork path Plex hands out for items.
var plexArt = regexp.MustCompile(`^/library/metadata/\d+/(thumb|art)/\d+$`)

func signImage(server, path string) string {
	mac := hmac.New(sha256.New, imageKey)
	mac.Write([]byte(server + "\x00" + path))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil)[:18])
}

// PlexImagePath is the API path of the Plex artwork proxy.
const PlexImagePath = "/api/media/plex_image"

// artURL is the binary's URL for a Plex artwork path ("" when none).
func (p plexAPI) artURL(path string) string {
	if !plexArt.MatchString(path) {
		return ""
	}
	return PlexImagePath + "?" + url.Values{"server": {p.entry.Name}, "path": {path}, "sig": {signImage(p.entry.Name, path)}}.Encode()
}

// Image is artwork fetched from a media server.
type Image struct {
	ContentType string
	Body        []byte
}

// PlexImage fetches artwork a search answer pointed to, scaled by Plex's
// transcoder to card size.
func (s Searcher) PlexImage(ctx context.Context, servers []settings.MediaServerEntry, server, path, sig string) (Image, error) {
	notFound := &Error{Message: "图片不存在"}
	if !plexArt.MatchString(path) || !hmac.Equal([]byte(sig), []byte(signImage(server, path))) {
		return Image{}, notFound
	}
	for _, e := range servers {
		if e.Name != server || e.Type != "plex" {
			continue
		}
		c, err := newConn(e, s.Transport)
		if err != nil {
			return Image{}, err
		}
		size := url.Values{"width": {"400"}, "height": {"600"}}
		if strings.Contains(path, "/art/") {
			size = url.Values{"width": {"1280"}, "height": {"720"}}
		}
		size.Set("minSize", "1")
		size.Set("upscale", "1")
		size.Set("url", path)
		body, typ, err := c.fetch(ctx, "/photo/:/transcode", size, "image/*")
		if err != nil {
			return Image{}, err
		}
		if !strings.HasPrefix(typ, "image/") {
			return Image{}, &Error{Message: display(e) + "：返回的不是图片"}
		}
		return Image{ContentType: typ, Body: body}, nil
	}
	return Image{}, notFound
}
