// Package cli turns flags and MR_* environment variables into a running server.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/httpx"
	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subtitles"
)

// Version is stamped at link time (-ldflags "-X …/server/cli.Version=…").
var Version = "dev"

// flagHelp reports that -h was asked for: usage is printed, exit 0.
var flagHelp = flag.ErrHelp

// Config is everything the binary can be told at start-up.
type Config struct {
	Listen   string // address to listen on, e.g. ":1329"
	DataDir  string // SQLite store, JWT secret and logs (built-in mode); logs (proxy mode)
	Upstream string // empty = built-in backend; else an existing Movie Robot backend
	LogLevel string // debug, info, warn, error
	// BasePath serves everything under a sub-path ("/mr"), normalised;
	// empty = the root.
	BasePath string
	// TrustedProxies are the reverse proxies whose X-Forwarded-For is
	// believed; the zero value trusts nobody.
	TrustedProxies netutil.Trusted
	// ListenExplicit is true when --listen or MR_LISTEN was given. Otherwise
	// the built-in backend's saved port (网站访问设置) replaces Listen's port.
	ListenExplicit bool
	// MetadataHosts replace the public TMDB/Douban addresses as the defaults
	// the 元数据 settings fall back to (--metadata-hosts); zero fields keep them.
	MetadataHosts settings.MetadataHosts
	// SubtitleHosts replace the subtitle sites' addresses (--subtitle-hosts,
	// zimuku=…,assrt=…); AssrtToken is 射手网(伪)'s API token (MR_ASSRT_TOKEN).
	SubtitleHosts map[string]string
	AssrtToken    string
	// SubtitleGap is the least time between two requests to one subtitle
	// site (--subtitle-gap; 0 = 2 s, the small sites' pace). A mirror of
	// one's own, or the scale bench's loopback stand-ins, may take less.
	SubtitleGap time.Duration
	// OpenSubtitlesKey is the OpenSubtitles API key used while the
	// subtitle setting has none (MR_OPENSUBTITLES_KEY).
	OpenSubtitlesKey string
	// DiskWarnGB: 数据统计 warns of a media path's disk with less free
	// space than this (--disk-warn-gb; 0 = dashboard.DefaultMinFreeGB).
	DiskWarnGB float64
	// MemoryLimit is the Go runtime's soft memory limit in bytes
	// (--memory-limit, MR_MEMORY_LIMIT); 0 = not given (GOMEMLIMIT, else
	// DefaultMemoryLimit), math.MaxInt64 = none.
	MemoryLimit int64
	// BuildID overrides the web build's id that open consoles compare
	// (MR_BUILD_ID, for tests and hand-made builds); empty = a hash.
	BuildID string
	// ShowVersion (--version) prints the version and exits; Healthcheck
	// (--healthcheck) asks the running server and exits 0 or 1.
	ShowVersion, Healthcheck bool
}

// Built reports whether the binary answers the API itself.
func (c Config) Built() bool { return c.Upstream == "" }

// envOr lets every flag fall back to an MR_* variable, flags winning.
func envOr(getenv func(string) string, key, def string) string {
	if v := strings.TrimSpace(getenv(key)); v != "" {
		return v
	}
	return def
}

// ParseConfig reads flags first, then MR_* variables, then the defaults.
func ParseConfig(args []string, getenv func(string) string, usage io.Writer) (Config, error) {
	var c Config
	fs := flag.NewFlagSet("movie-robot", flag.ContinueOnError)
	fs.SetOutput(usage)
	fs.StringVar(&c.Listen, "listen", envOr(getenv, "MR_LISTEN", ":1329"), "address to listen on (env MR_LISTEN); when neither is given, the port saved on the web settings screen is used, else 1329")
	fs.StringVar(&c.DataDir, "data", envOr(getenv, "MR_DATA", "./data"), "data folder: database, secret, logs (env MR_DATA)")
	fs.StringVar(&c.Upstream, "upstream", envOr(getenv, "MR_UPSTREAM", ""), "proxy the API to this Movie Robot backend, e.g. http://host:1329; empty = built-in backend (env MR_UPSTREAM)")
	fs.StringVar(&c.LogLevel, "log-level", envOr(getenv, "MR_LOG_LEVEL", "info"), "debug, info, warn or error (env MR_LOG_LEVEL)")
	fs.StringVar(&c.BasePath, "base-path", envOr(getenv, "MR_BASE_PATH", ""), "serve the app under this sub-path behind a reverse proxy, e.g. /mr; empty = the root (env MR_BASE_PATH)")
	hosts := fs.String("metadata-hosts", envOr(getenv, "MR_METADATA_HOSTS", ""), "default addresses of the metadata services, e.g. tmdb_api_base=http://mirror/3,douban_frodo_base=…,fanart_api_base=…; the 元数据 settings override them (env MR_METADATA_HOSTS)")
	subHosts := fs.String("subtitle-hosts", envOr(getenv, "MR_SUBTITLE_HOSTS", ""), "addresses of the subtitle sites, e.g. zimuku=http://mirror,subhd=…,assrt=…,opensubtitles=… (env MR_SUBTITLE_HOSTS)")
	fs.StringVar(&c.OpenSubtitlesKey, "opensubtitles-key", envOr(getenv, "MR_OPENSUBTITLES_KEY", ""), "OpenSubtitles API key for automatic subtitles when the setting has none (env MR_OPENSUBTITLES_KEY)")
	fs.DurationVar(&c.SubtitleGap, "subtitle-gap", 0, "least time between two requests to one subtitle site, e.g. 500ms; 0 = 2s (env MR_SUBTITLE_GAP)")
	if v, err := time.ParseDuration(strings.TrimSpace(getenv("MR_SUBTITLE_GAP"))); err == nil && v > 0 {
		c.SubtitleGap = v
	}
	fs.StringVar(&c.AssrtToken, "assrt-token", envOr(getenv, "MR_ASSRT_TOKEN", ""), "射手网(伪) API token for automatic subtitles (env MR_ASSRT_TOKEN)")
	trusted := fs.String("trusted-proxy", envOr(getenv, "MR_TRUSTED_PROXY", ""), "comma-separated IPs/CIDRs of reverse proxies whose X-Forwarded-For is believed; empty = none (env MR_TRUSTED_PROXY)")
	fs.BoolVar(&c.ShowVersion, "version", false, "print the version and exit")
	fs.BoolVar(&c.Healthcheck, "healthcheck", false, "ask the server on this --listen port whether it answers; exit 0 if so, else 1 (container health checks)")
	fs.Float64Var(&c.DiskWarnGB, "disk-warn-gb", 0, "数据统计 warns of a media folder with less free space than this many GB (env MR_DISK_WARN_GB); 0 = 20 GB")
	if v, err := strconv.ParseFloat(strings.TrimSpace(getenv("MR_DISK_WARN_GB")), 64); err == nil && v > 0 {
		c.DiskWarnGB = v
	}
	memLimit := fs.String("memory-limit", envOr(getenv, "MR_MEMORY_LIMIT", ""), memoryLimitUsage)
	c.BuildID = strings.TrimSpace(getenv("MR_BUILD_ID"))
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return c, flagHelp
		}
		return c, err
	}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "listen" {
			c.ListenExplicit = true
		}
	})
	if strings.TrimSpace(getenv("MR_LISTEN")) != "" {
		c.ListenExplicit = true
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.Upstream != "" {
		u, err := url.Parse(c.Upstream)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return c, fmt.Errorf("--upstream must be an http(s) URL such as http://host:1329, got %q", c.Upstream)
		}
		c.Upstream = strings.TrimRight(c.Upstream, "/")
	}
	if c.SubtitleGap < 0 {
		return c, fmt.Errorf("--subtitle-gap must not be negative, got %s", c.SubtitleGap)
	}
	if *memLimit != "" {
		limit, err := parseMemoryLimit(*memLimit)
		if err != nil {
			return c, err
		}
		c.MemoryLimit = limit
	}
	if strings.TrimSpace(c.DataDir) == "" {
		return c, errors.New("--data must not be empty")
	}
	if _, err := parseLevel(c.LogLevel); err != nil {
		return c, err
	}
	base, err := httpx.NormalizeBasePath(c.BasePath)
	if err != nil {
		return c, fmt.Errorf("%w, got %q", err, c.BasePath)
	}
	c.BasePath = base
	if c.TrustedProxies, err = netutil.ParseTrusted(*trusted); err != nil {
		return c, err
	}
	if c.MetadataHosts, err = settings.ParseMetadataHosts(*hosts); err != nil {
		return c, fmt.Errorf("--metadata-hosts: %w", err)
	}
	if c.SubtitleHosts, err = subtitles.ParseHosts(*subHosts); err != nil {
		return c, fmt.Errorf("--subtitle-hosts: %w", err)
	}
	return c, nil
}
