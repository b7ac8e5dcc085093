package users

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	_ "image/gif" // decoders the content check accepts
	_ "image/jpeg"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Avatar limits. An upload is decoded and drawn again as a fresh PNG, so
// whatever the file carried besides pixels (scripts in an SVG, a polyglot
// HTML tail, EXIF) never reaches a browser.
const (
	MaxAvatarBytes  = 10 << 20 // the request body cap (httpx bodyLimits) says the same
	MaxAvatarPixels = 40_000_000
	AvatarSide      = 512 // longest side of a stored avatar
)

// AvatarURLPrefix is where the binary serves avatars; the original's dev
// proxy forwarded /user/… to its backend for these images (api-contract §1.6).
const AvatarURLPrefix = "/user/avatar/"

// errNoAvatarDir: the service was built without a folder (tests of other
// packages); uploads are refused rather than kept in memory.
var errNoAvatarDir = Refusal{Message: "头像存储目录未配置"}

// Options configures New.
type Options struct {
	// AvatarDir is where avatars are kept (<data>/avatars); empty refuses uploads.
	AvatarDir string
	// Now is the clock of invitation expiry; nil means time.Now.
	Now func() time.Time
}

// ReencodeAvatar checks that data is a PNG, JPEG or GIF image by its
// content (never by name or declared type), within the pixel cap, and
// returns it as a PNG scaled down to AvatarSide.
func ReencodeAvatar(data []byte) ([]byte, error) {
	if len(data) > MaxAvatarBytes {
		return nil, Refusal{Message: "头像文件不能超过10MB"}
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, Refusal{Message: "只能上传 PNG、JPEG 或 GIF 图片"}
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width*cfg.Height > MaxAvatarPixels {
		return nil, Refusal{Message: "图片像素太多（最多4000万像素）"}
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, Refusal{Message: "图片已损坏，无法读取"}
	}
	var out bytes.Buffer
	if err := png.Encode(&out, scaleDown(img, AvatarSide)); err != nil {
		return nil, fmt.Errorf("users: encode avatar: %w", err)
	}
	return out.Bytes(), nil
}

// scaleDown returns img as NRGBA, its longest side at most side, each new
// pixel the average of the source pixels it covers (a box filter: plenty
// for a 120 px avatar, and no dependency).
func scaleDown(img image.Image, side int) *image.NRGBA {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= side && h <= side {
		dst := image.NewNRGBA(image.Rect(0, 0, w, h))
		draw.Draw(dst, dst.Bounds(), img, b.Min, draw.Src)
		return dst
	}
	nw, nh := side, h*side/w
	if h > w {
		nw, nh = w*side/h, side
	}
	nw, nh = max(nw, 1), max(nh, 1)
	dst := image.NewNRGBA(image.Rect(0, 0, nw, nh))
	for y := 0; y < nh; y++ {
		y0, y1 := b.Min.Y+y*h/nh, b.Min.Y+max((y+1)*h/nh, y*h/nh+1)
		for x := 0; x < nw; x++ {
			x0, x1 := b.Min.X+x*w/nw, b.Min.X+max((x+1)*w/nw, x*w/nw+1)
			var r, g, bl, a, n uint64
			for sy := y0; sy < y1; sy++ {
				for sx := x0; sx < x1; sx++ {
					c := color.NRGBA64Model.Convert(img.At(sx, sy)).(color.NRGBA64)
					r, g, bl, a, n = r+uint64(c.R), g+uint64(c.G), bl+uint64(c.B), a+uint64(c.A), n+1
				}
			}
			dst.SetNRGBA(x, y, color.NRGBA{R: uint8(r / n >> 8), G: uint8(g / n >> 8), B: uint8(bl / n >> 8), A: uint8(a / n >> 8)})
		}
	}
	return dst
}

// avatarFile is the stored file of a user's avatar; pending ones (uploaded
// on the add form before the user exists) are kept per administrator.
func avatarFile(uid int64, pending bool) string {
	if pending {
		return "pending-" + strconv.FormatInt(uid, 10) + ".png"
	}
	return strconv.FormatInt(uid, 10) + ".png"
}

// AvatarPath maps a served file name ("7.png", "pending-1.png") to its
// path, refusing every other name.
func (s *Service) AvatarPath(name string) (string, bool) {
	id, ok := strings.CutSuffix(name, ".png")
	id = strings.TrimPrefix(id, "pending-")
	if !ok || s.avatarDir == "" || id == "" || strings.TrimLeft(id, "0123456789") != "" || len(id) > 18 {
		return "", false
	}
	return filepath.Join(s.avatarDir, name), true
}

// SaveAvatar re-encodes r's image and stores it as uid's avatar, or as
// admin uid's pending one; it returns the URL it is served at.
func (s *Service) SaveAvatar(ctx context.Context, uid int64, pending bool, r io.Reader) (string, error) {
	if s.avatarDir == "" {
		return "", errNoAvatarDir
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxAvatarBytes+1))
	if err != nil {
		return "", err
	}
	clean, err := ReencodeAvatar(data)
	if err != nil {
		return "", err
	}
	name := avatarFile(uid, pending)
	if err := writeFileAtomic(filepath.Join(s.avatarDir, name), clean); err != nil {
		return "", err
	}
	url := AvatarURLPrefix + name
	if !pending {
		if err := s.st.SetAvatar(ctx, uid, url); err != nil {
			return "", err
		}
	}
	return url, nil
}

// pendingAvatarTTL is how long an avatar uploaded on the add form waits
// for its user.
const pendingAvatarTTL = time.Hour

// AttachPendingAvatar gives the new user uid the avatar admin uploaded on
// the add form, if any.
func (s *Service) AttachPendingAvatar(ctx context.Context, admin, uid int64) error {
	if s.avatarDir == "" {
		return nil
	}
	from := filepath.Join(s.avatarDir, avatarFile(admin, true))
	// A picture left on an abandoned add form must not turn up on a user
	// added much later.
	if info, err := os.Stat(from); err == nil && s.now().Sub(info.ModTime()) > pendingAvatarTTL {
		return os.Remove(from)
	}
	err := os.Rename(from, filepath.Join(s.avatarDir, avatarFile(uid, false)))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("users: attach avatar: %w", err)
	}
	return s.st.SetAvatar(ctx, uid, AvatarURLPrefix+avatarFile(uid, false))
}

// removeAvatar deletes uid's avatar file (the user is gone).
func (s *Service) removeAvatar(uid int64) {
	if s.avatarDir != "" {
		_ = os.Remove(filepath.Join(s.avatarDir, avatarFile(uid, false)))
	}
}

// writeFileAtomic writes through a temporary file and a rename, so a reader
// never sees half an image.
func writeFileAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("users: avatar dir: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".upload-*")
	if err != nil {
		return fmt.Errorf("users: avatar: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("users: avatar: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("users: avatar: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o600); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
