package metadata

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
)

func TestImageProxyRefusesOtherHosts(t *testing.T) {
	e := newEnv(t, nil, "")
	for _, u := range []string{"https://example.com/a.png", "http://127.0.0.2:1/x.png", "file:///etc/passwd",
		"ftp://img1.doubanio.com/a.jpg", "https://user:pw@img1.doubanio.com/a.jpg", "notaurl", "",
		"https://doubanio.com.evil.example/a.jpg", "https://img1.doubanio.com:8443/a.jpg", "http://assets.fanart.tv:22/a.jpg",
		"https://img1.doubanio.com:80/a.jpg"} {
		if _, err := e.svc.Image(context.Background(), u); !errors.Is(err, ErrImageRefused) {
			t.Fatalf("%q: %v", u, err)
		}
	}
	if len(e.tmdb.Requests())+len(e.douban.Requests()) != 0 {
		t.Fatal("a refused image was fetched")
	}
}

func TestImageProxyCachesWithRefererAndCaps(t *testing.T) {
	e := newEnv(t, nil, "")
	ctx := context.Background()
	poster := e.douban.URL + "/view/photo/s_ratio_poster/public/p1.png"
	img, err := e.svc.Image(ctx, poster)
	if err != nil || img.ContentType != "image/png" || len(img.Body) == 0 {
		t.Fatalf("%v %q", err, img.ContentType)
	}
	if r := e.douban.Requests()[0]; r.Header.Get("Referer") != "https://movie.douban.com/" {
		t.Fatalf("referer %q", r.Header.Get("Referer"))
	}
	if _, err := e.svc.Image(ctx, poster); err != nil || len(e.douban.Requests()) != 1 {
		t.Fatalf("second view fetched again (%d) %v", len(e.douban.Requests()), err)
	}
	if _, err := e.svc.Image(ctx, e.tmdb.URL+"/t/p/w500/poster278.png"); err != nil {
		t.Fatal(err)
	}
	// Cap: room for two images; a third evicts the least recently used.
	e.svc.images.cap = int64(2 * len(img.Body))
	dir := e.svc.images.dir
	for _, n := range []string{"p2.png", "p3.png", "p4.png"} {
		if _, err := e.svc.Image(ctx, e.douban.URL+"/view/photo/s_ratio_poster/public/"+n); err != nil {
			t.Fatal(err)
		}
	}
	var total int64
	files, _ := os.ReadDir(dir)
	for _, f := range files {
		info, _ := f.Info()
		total += info.Size()
	}
	if total > e.svc.images.cap || len(files) > 2 {
		t.Fatalf("%d files, %d bytes over cap %d", len(files), total, e.svc.images.cap)
	}
	if _, err := os.Stat(filepath.Join(dir, e.svc.images.file(mustURL(poster)))); err == nil {
		t.Fatal("the oldest image was kept")
	}
}

// An allowed host that redirects elsewhere must not turn the proxy open.
func TestImageProxyDoesNotFollowRedirects(t *testing.T) {
	e := newEnv(t, nil, "")
	elsewhere := standin.Must(t, "echo", nil)
	bounce := httptest.NewServer(http.RedirectHandler(elsewhere.URL+"/secret.png", http.StatusFound))
	defer bounce.Close()
	e.douban = &standin.Server{Server: bounce}
	e.configure(t, "", "")
	if _, err := e.svc.Image(context.Background(), bounce.URL+"/view/photo/l/public/p1.png"); err == nil {
		t.Fatal("followed the redirect")
	}
	if len(elsewhere.Requests()) != 0 {
		t.Fatal("the other host was asked")
	}
}
