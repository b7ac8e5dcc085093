package clients

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestRefusedConnectionIsExplained(t *testing.T) {
	url := deadURL(t)
	v, err := Checker{}.CheckMediaServer(bg, MediaServer{Type: "emby", URL: url, Token: "k"})
	wantReason(t, v, err, "无法连接到 "+url+"：连接被拒绝")
}

func TestTimeoutCoversTheWholeCheck(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select { // hang until the client gives up (or the test ends)
		case <-r.Context().Done():
		case <-release:
		}
	}))
	defer srv.Close()
	defer close(release)
	start := time.Now()
	v, err := Checker{Timeout: 150 * time.Millisecond}.CheckMediaServer(bg, MediaServer{Type: "emby", URL: srv.URL, Token: "k"})
	wantReason(t, v, err, "连接超时")
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("check took %v despite a 150ms limit", d)
	}
}

func TestRedirectsStayOnTheSameHost(t *testing.T) {
	var leaked string
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		leaked = r.Header.Get("X-Emby-Token")
		w.Write([]byte(`{"Version":"evil"}`))
	}))
	defer other.Close()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, other.URL+"/System/Info", http.StatusFound)
	}))
	defer srv.Close()
	v, err := Checker{}.CheckMediaServer(bg, MediaServer{Type: "emby", URL: srv.URL, Token: "secret-key"})
	wantReason(t, v, err, "重定向到了其他主机", "secret-key")
	if leaked != "" {
		t.Fatal("the key was sent to the other host")
	}
}

func TestSameHostRedirectIsFollowed(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/System/Info", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/emby/System/Info", http.StatusMovedPermanently)
	})
	mux.HandleFunc("/emby/System/Info", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"Version":"4.8.0.0"}`))
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	v, err := Checker{}.CheckMediaServer(bg, MediaServer{Type: "emby", URL: srv.URL, Token: "k"})
	if err != nil || v != "4.8.0.0" {
		t.Fatalf("got %q %v", v, err)
	}
}

func TestCleanVersion(t *testing.T) {
	if got := cleanVersion(" v4.5.2\r\n"); got != "v4.5.2" {
		t.Fatalf("got %q", got)
	}
	if got := cleanVersion(strings.Repeat("9", 100)); len(got) != 64 {
		t.Fatalf("kept %d chars", len(got))
	}
	if got := cleanVersion("1.0\x00\x1b[31m"); got != "1.0[31m" {
		t.Fatalf("control characters kept: %q", got)
	}
}

// An https address is checked like an http one; a chain of same-host
// redirects is followed for four hops and stopped at the fifth.
func TestHTTPSAndTheRedirectLimit(t *testing.T) {
	for hops, ok := range map[int]bool{4: true, 5: false} {
		mux := http.NewServeMux()
		mux.HandleFunc("/System/Info", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/hop/"+strconv.Itoa(hops-1), http.StatusFound)
		})
		mux.HandleFunc("/hop/{n}", func(w http.ResponseWriter, r *http.Request) {
			if n, _ := strconv.Atoi(r.PathValue("n")); n > 0 {
				http.Redirect(w, r, "/hop/"+strconv.Itoa(n-1), http.StatusFound)
				return
			}
			w.Write([]byte(`{"Version":"4.8.0.0"}`))
		})
		srv := httptest.NewTLSServer(mux)
		v, err := Checker{Transport: srv.Client().Transport}.CheckMediaServer(bg, MediaServer{Type: "emby", URL: srv.URL, Token: "k"})
		srv.Close()
		if ok && (err != nil || v != "4.8.0.0") {
			t.Errorf("%d redirects over https: %q %v", hops, v, err)
		}
		if !ok && (err == nil || !strings.Contains(err.Error(), "重定向次数过多")) {
			t.Errorf("%d redirects: %q %v", hops, v, err)
		}
	}
}
