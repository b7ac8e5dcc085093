package cli

import (
	"io"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestParseConfigDefaults(t *testing.T) {
	c, err := ParseConfig(nil, env(nil), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.Listen != ":1329" || c.DataDir != "./data" || c.Upstream != "" || !c.Built() {
		t.Fatalf("defaults: %+v", c)
	}
}

func TestParseConfigEnvFallbackAndFlagWins(t *testing.T) {
	e := env(map[string]string{"MR_LISTEN": "127.0.0.1:9", "MR_DATA": "/tmp/d", "MR_UPSTREAM": "http://up:1329/"})
	c, err := ParseConfig(nil, e, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.Listen != "127.0.0.1:9" || c.DataDir != "/tmp/d" || c.Upstream != "http://up:1329" || c.Built() {
		t.Fatalf("env: %+v", c)
	}
	c, err = ParseConfig([]string{"--listen", ":8", "--upstream", ""}, e, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.Listen != ":8" || !c.Built() {
		t.Fatalf("flags must win over env: %+v", c)
	}
}

func TestParseConfigRejectsBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"--upstream", "ftp://x"},
		{"--upstream", "http://"},
		{"--upstream", "not a url"},
		{"--data", " "},
		{"--log-level", "loud"},
		{"--subtitle-gap", "-1s"},
		{"extra"},
		{"--nope"},
	} {
		if _, err := ParseConfig(args, env(nil), io.Discard); err == nil {
			t.Errorf("%v: want error", args)
		}
	}
}

func TestParseConfigBasePathAndTrustedProxy(t *testing.T) {
	c, err := ParseConfig(nil, env(map[string]string{"MR_BASE_PATH": "mr/", "MR_TRUSTED_PROXY": "10.0.0.0/8, ::1"}), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.BasePath != "/mr" || c.TrustedProxies.String() != "10.0.0.0/8,::1/128" {
		t.Fatalf("env: base %q, trusted %q", c.BasePath, c.TrustedProxies)
	}
	c, err = ParseConfig([]string{"--base-path", "/", "--trusted-proxy", ""}, env(map[string]string{"MR_BASE_PATH": "/mr"}), io.Discard)
	if err != nil || c.BasePath != "" || !c.TrustedProxies.Empty() {
		t.Fatalf("flags: %+v, %v", c, err)
	}
	for _, args := range [][]string{
		{"--base-path", "/a/../b"}, {"--base-path", "/m r"}, {"--base-path", "/mr?x"}, {"--base-path", "//mr"},
		{"--base-path", "/mr#x"}, {"--trusted-proxy", "proxy.lan"}, {"--trusted-proxy", "10.0.0.0/40"},
	} {
		if _, err := ParseConfig(args, env(nil), io.Discard); err == nil {
			t.Errorf("%v: want error", args)
		}
	}
}

// --metadata-hosts replaces the public TMDB/Douban defaults the settings
// fall back to; a field left out keeps the public host.
func TestParseConfigMetadataHosts(t *testing.T) {
	e := env(map[string]string{"MR_METADATA_HOSTS": "tmdb_api_base=http://127.0.0.1:9/3/, douban_frodo_base=http://mirror.lan/api/v2"})
	c, err := ParseConfig(nil, e, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.MetadataHosts.TMDBAPIBase != "http://127.0.0.1:9/3" || c.MetadataHosts.DoubanFrodoBase != "http://mirror.lan/api/v2" ||
		c.MetadataHosts.DoubanRexxarBase != "" {
		t.Fatalf("hosts: %+v", c.MetadataHosts)
	}
	settings.UseDefaultMetadataHosts(c.MetadataHosts)
	t.Cleanup(func() { settings.UseDefaultMetadataHosts(settings.MetadataHosts{}) })
	d := settings.DefaultMetadataHosts()
	if d.TMDBAPIBase != "http://127.0.0.1:9/3" || d.DoubanRexxarBase != settings.DefaultDoubanRexxarBase {
		t.Fatalf("defaults: %+v", d)
	}
	for _, bad := range []string{"tmdb=http://x", "tmdb_api_base=ftp://x", "tmdb_api_base="} {
		if _, err := ParseConfig([]string{"--metadata-hosts", bad}, env(nil), io.Discard); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestDiskWarnThreshold(t *testing.T) {
	c, err := ParseConfig(nil, env(map[string]string{"MR_DISK_WARN_GB": "50"}), io.Discard)
	if err != nil || c.DiskWarnGB != 50 {
		t.Fatalf("env: %v %v", c.DiskWarnGB, err)
	}
	c, err = ParseConfig([]string{"--disk-warn-gb", "7.5"}, env(map[string]string{"MR_DISK_WARN_GB": "50"}), io.Discard)
	if err != nil || c.DiskWarnGB != 7.5 {
		t.Fatalf("the flag wins: %v %v", c.DiskWarnGB, err)
	}
}

// The subtitle sites' pace: 0 (the services' 2 s) unless set, by the
// environment or, winning over it, the flag (the scale bench's stand-ins).
func TestParseConfigSubtitleGap(t *testing.T) {
	for _, tc := range []struct {
		args []string
		env  map[string]string
		want time.Duration
	}{
		{nil, nil, 0},
		{nil, map[string]string{"MR_SUBTITLE_GAP": "300ms"}, 300 * time.Millisecond},
		{[]string{"--subtitle-gap", "1ms"}, map[string]string{"MR_SUBTITLE_GAP": "300ms"}, time.Millisecond},
	} {
		c, err := ParseConfig(tc.args, env(tc.env), io.Discard)
		if err != nil || c.SubtitleGap != tc.want {
			t.Errorf("%v %v: gap %s, %v; want %s", tc.args, tc.env, c.SubtitleGap, err, tc.want)
		}
	}
}
