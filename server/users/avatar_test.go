package users

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

func encoded(t *testing.T, w, h int, enc func(*bytes.Buffer, image.Image) error) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 200, 255})
		}
	}
	var b bytes.Buffer
	if err := enc(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func pngOf(b *bytes.Buffer, img image.Image) error  { return png.Encode(b, img) }
func jpegOf(b *bytes.Buffer, img image.Image) error { return jpeg.Encode(b, img, nil) }

func TestAvatarsAreCheckedByContentAndRedrawnAsSmallPNGs(t *testing.T) {
	for name, data := range map[string][]byte{
		"png":  encoded(t, 64, 48, pngOf),
		"jpeg": encoded(t, 1600, 900, jpegOf),
	} {
		out, err := ReencodeAvatar(data)
		if err != nil {
			t.Fatalf("%s refused: %v", name, err)
		}
		img, format, err := image.Decode(bytes.NewReader(out))
		if err != nil || format != "png" {
			t.Fatalf("%s: stored %q, %v", name, format, err)
		}
		if b := img.Bounds(); b.Dx() > AvatarSide || b.Dy() > AvatarSide || b.Dx() == 0 {
			t.Fatalf("%s: stored %v", name, b)
		}
		if name == "jpeg" && (img.Bounds().Dx() != 512 || img.Bounds().Dy() != 288) {
			t.Fatalf("jpeg scaled to %v, want 512x288", img.Bounds())
		}
	}
	// A PNG with an HTML tail: what is stored is only the redrawn pixels.
	polyglot := append(encoded(t, 8, 8, pngOf), []byte("<script>alert(1)</script>")...)
	if out, err := ReencodeAvatar(polyglot); err != nil || bytes.Contains(out, []byte("<script>")) {
		t.Fatalf("polyglot: %v (tail kept: %v)", err, bytes.Contains(out, []byte("<script>")))
	}
}

func TestAvatarRefusals(t *testing.T) {
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	huge := encoded(t, 1, 1, pngOf)
	// A header claiming 9000x9000 pixels: refused before decoding anything.
	var hdr bytes.Buffer
	if err := png.Encode(&hdr, image.NewGray(image.Rect(0, 0, 9000, 9000))); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"text renamed .png": {[]byte("just some text, named avatar.png"), "只能上传"},
		"svg":               {svg, "只能上传"},
		"over 10 MiB":       {append(huge, make([]byte, MaxAvatarBytes)...), "10MB"},
		"too many pixels":   {hdr.Bytes(), "像素"},
	} {
		_, err := ReencodeAvatar(c.data)
		if r, ok := err.(Refusal); !ok || !strings.Contains(r.Message, c.want) {
			t.Errorf("%s: got %v, want a refusal with %q", name, err, c.want)
		}
	}
}

func TestAvatarPathAcceptsOnlyItsOwnNames(t *testing.T) {
	s := &Service{avatarDir: "/data/avatars"}
	for _, ok := range []string{"7.png", "pending-1.png"} {
		if _, good := s.AvatarPath(ok); !good {
			t.Errorf("%s refused", ok)
		}
	}
	for _, bad := range []string{"../x.png", "7.svg", ".png", "a.png", "pending-.png", "7.png.html", "-1.png"} {
		if _, good := s.AvatarPath(bad); good {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestAPendingAvatarGoesToTheNextUserOnlyWithinAnHour(t *testing.T) {
	ctx := context.Background()
	now := time.Now()
	svc, st, admin := newService(t, Options{AvatarDir: t.TempDir(), Now: func() time.Time { return now }})
	img := encoded(t, 4, 4, pngOf)
	if _, err := svc.SaveAvatar(ctx, admin.ID, true, bytes.NewReader(img)); err != nil {
		t.Fatal(err)
	}
	now = now.Add(2 * time.Hour)
	late, _ := st.CreateUser(ctx, "late", "h", store.RoleUser)
	if err := svc.AttachPendingAvatar(ctx, admin.ID, late.ID); err != nil {
		t.Fatal(err)
	}
	if u, _ := st.UserByID(ctx, late.ID); u.Avatar != "" {
		t.Fatalf("a stale pending avatar was attached: %q", u.Avatar)
	}
	if _, err := os.Stat(filepath.Join(svc.avatarDir, "pending-1.png")); !os.IsNotExist(err) {
		t.Fatalf("stale pending avatar kept: %v", err)
	}
}

// scaleDown averages the pixels each new one covers: at a quarter size,
// white dots on every other pixel of every other row (one in four) turn
// an even dark grey, a solid half stays itself, the boxes next to that
// half take none of it, and a tall picture keeps its side on the height.
// The image's own origin need not be 0,0. At a third, a half-transparent
// colour keeps its alpha.
func TestScaleDownAveragesEachBox(t *testing.T) {
	for _, tall := range []bool{false, true} {
		w, h := 4*AvatarSide, 2*AvatarSide
		if tall {
			w, h = h, w
		}
		src := image.NewNRGBA(image.Rect(10, 20, 10+w, 20+h))
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				c := color.NRGBA{0, 0, 255, 255} // the far half: blue
				if (!tall && x < w/2) || (tall && y < h/2) {
					c = color.NRGBA{0, 0, 0, 255} // the near half: sparse white dots
					if x%2 == 0 && y%2 == 0 {
						c = color.NRGBA{255, 255, 255, 255}
					}
				}
				src.SetNRGBA(10+x, 20+y, c)
			}
		}
		dst := scaleDown(src, AvatarSide)
		if b := dst.Bounds(); b.Dx() != w/4 || b.Dy() != h/4 {
			t.Fatalf("tall=%v: %v, want %dx%d", tall, b, w/4, h/4)
		}
		grey, blue := color.NRGBA{63, 63, 63, 255}, color.NRGBA{0, 0, 255, 255}
		lastNear := dst.NRGBAAt(w/8-1, 1)
		if tall {
			lastNear = dst.NRGBAAt(1, h/8-1)
		}
		if got := dst.NRGBAAt(1, 1); got != grey || lastNear != grey || dst.NRGBAAt(w/4-2, h/4-2) != blue {
			t.Errorf("tall=%v: first %v, last near %v (want %v), far %v (want blue)", tall, got, lastNear, grey, dst.NRGBAAt(w/4-2, h/4-2))
		}
	}
	glass := color.NRGBA{0, 0, 255, 200}
	src := image.NewNRGBA(image.Rect(0, 0, 3*AvatarSide, 3*AvatarSide))
	draw.Draw(src, src.Bounds(), image.NewUniform(glass), image.Point{}, draw.Src)
	if got := scaleDown(src, AvatarSide).NRGBAAt(5, 5); got != glass {
		t.Errorf("a third of a half-transparent blue: %v", got)
	}
}
