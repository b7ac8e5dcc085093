package subtitles

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
)

// duneFrom is an engine whose one filed record is duneRecord's and whose
// only source is finder, at its stand-in started with opts; osKey is the
// setting's OpenSubtitles API key. It answers the video and the stand-in.
func duneFrom(t *testing.T, finder, osKey string, opts url.Values) (*env, string, *standin.Server) {
	t.Helper()
	rec, v := duneRecord(t, t.TempDir())
	cfg := onCfg()
	cfg.FinderType = []string{finder}
	cfg.OpenSubtitlesAPIKey = osKey
	e := newEnv(t, fakeRecords{rec}, cfg)
	return e, v, e.useSource(t, finder, opts)
}

func TestSubHDSource(t *testing.T) {
	e, v, shd := duneFrom(t, "subhd", "", url.Values{})
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(duneSubtitle(v))
	if err != nil || !strings.Contains(string(b), "沙丘：第一句中文台词") {
		t.Fatalf("SubHD subtitle: %v %q", err, b)
	}
	var posted bool
	for _, r := range shd.Requests() {
		if r.Method == "POST" && r.Path == "/api/sub/down" && strings.Contains(r.Body, `"sid":"sh2001"`) {
			posted = true
		}
	}
	if !posted || len(e.zimuku.Requests()) != 0 {
		t.Fatalf("SubHD's download was not asked as its page does (zimuku asked %d times)", len(e.zimuku.Requests()))
	}
}

func TestSubHDCaptchaIsAClearError(t *testing.T) {
	e, v, _ := duneFrom(t, "subhd", "", url.Values{"captcha": {"1"}})
	e.s.RunDue(context.Background())
	if r := e.reason(t, v); !strings.Contains(r, "SubHD 要先在网页上输入验证码") {
		t.Fatalf("reason %q", r)
	}
}

func TestOpenSubtitlesWithTheSettingsKey(t *testing.T) {
	e, v, ops := duneFrom(t, "opensubtitles", "users-key", url.Values{"key": {"users-key"}})
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(duneSubtitle(v))
	if err != nil || !strings.Contains(string(b), "沙丘：第一句中文台词") {
		t.Fatalf("OpenSubtitles subtitle: %v %q (%s)", err, b, e.reason(t, v))
	}
	reqs := ops.Requests()
	if len(reqs) != 3 || !strings.Contains(reqs[0].Query, "tmdb_id=438631") || reqs[1].Path != "/api/v1/download" {
		t.Fatalf("requests %+v", reqs)
	}
	for _, r := range reqs[:2] {
		if r.Header.Get("Api-Key") != "users-key" || r.Header.Get("User-Agent") != osUserAgent {
			t.Fatalf("headers %v", r.Header)
		}
	}
}

func TestOpenSubtitlesFailuresAreClearChinese(t *testing.T) {
	for _, c := range []struct {
		name, key string
		opts      url.Values
		want      string
	}{
		{"no key", "", url.Values{}, "OpenSubtitles 需要 API 密钥"},
		{"wrong key", "old-key", url.Values{"key": {"new-key"}}, "OpenSubtitles 拒绝了 API 密钥（HTTP 401）"},
		{"quota spent", "standin-key", url.Values{"quota": {"0"}}, "OpenSubtitles 今天的下载次数已用完（HTTP 406）"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, v, _ := duneFrom(t, "opensubtitles", c.key, c.opts)
			e.s.RunDue(context.Background())
			if r := e.reason(t, v); !strings.Contains(r, c.want) {
				t.Fatalf("reason %q, want %q", r, c.want)
			}
		})
	}
}

func TestA429PausesTheSourceForItsRetryAfter(t *testing.T) {
	e, v, ops := duneFrom(t, "opensubtitles", "standin-key", url.Values{"throttle": {"1"}})
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(duneSubtitle(v)); err != nil {
		t.Fatalf("no subtitle after the 429: %s", e.reason(t, v))
	}
	reqs := ops.Requests()
	if gap := reqs[1].At.Sub(reqs[0].At); gap < 900*time.Millisecond {
		t.Fatalf("asked again %v after a 429 with Retry-After: 1", gap)
	}
	for i := 2; i < len(reqs); i++ {
		if gap := reqs[i].At.Sub(reqs[i-1].At); gap < minGap["opensubtitles"]-10*time.Millisecond {
			t.Fatalf("requests %d and %d only %v apart", i-1, i, gap)
		}
	}
}

// An API's answer names the file (assrt's filename, OpenSubtitles'
// file_name); that name, not the download server's, decides the type.
func TestGetNamedPrefersTheAnswersName(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Disposition", `attachment; filename="download.bin"`)
		w.Write([]byte("1\n00:00:01,000 --> 00:00:02,000\n台词\n"))
	}))
	defer srv.Close()
	for named, want := range map[string]string{"Dune.zh.srt": "Dune.zh.srt", "": "download.bin"} {
		name, b, err := getNamed(context.Background(), srv.Client(), &pace{}, "射手网(伪)", srv.URL+"/f/7", named)
		if err != nil || name != want || !strings.Contains(string(b), "台词") {
			t.Fatalf("named %q: %q %q %v, want %q", named, name, b, err, want)
		}
	}
}
