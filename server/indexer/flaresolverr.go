package indexer

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/netutil"
)

// FlareSolverr is the user's FlareSolverr (设置 › Cloudflare穿透): a headless
// browser behind a small API (POST /v1) that passes a Cloudflare challenge
// and hands back the page, the clearance cookies and the browser's
// User-Agent. One is shared by every site, so each site keeps one browser
// session there, and a site card can say when it was last needed.
type FlareSolverr struct {
	URL    string // ends in /v1
	client *http.Client

	mu       sync.Mutex
	sessions map[string]bool      // FlareSolverr sessions created, by site host
	used     map[string]time.Time // last solved request, by site host
}

// flareTimeout is FlareSolverr's own limit for one challenge (maxTimeout);
// the HTTP call waits a little longer for its answer.
const flareTimeout = 60 * time.Second

// NewFlareSolverr returns a client of the FlareSolverr API at url.
func NewFlareSolverr(url string) *FlareSolverr {
	return &FlareSolverr{URL: url, client: netutil.NewClient(netutil.Outbound{Timeout: flareTimeout + 10*time.Second}),
		sessions: map[string]bool{}, used: map[string]time.Time{}}
}

// UsedAt is when a request to host last went through FlareSolverr (zero:
// never since start).
func (f *FlareSolverr) UsedAt(host string) time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.used[host]
}

// flareCookie is a cookie as FlareSolverr takes and answers it.
type flareCookie struct {
	Name   string  `json:"name"`
	Value  string  `json:"value"`
	Domain string  `json:"domain,omitempty"`
	Path   string  `json:"path,omitempty"`
	Expiry float64 `json:"expiry,omitempty"` // Unix seconds
}

// flareSolution is the "solution" of an answer with status "ok".
type flareSolution struct {
	URL       string        `json:"url"`
	Status    int           `json:"status"`
	Response  string        `json:"response"`
	Cookies   []flareCookie `json:"cookies"`
	UserAgent string        `json:"userAgent"`
}

type flareAnswer struct {
	Status   string        `json:"status"`
	Message  string        `json:"message"`
	Solution flareSolution `json:"solution"`
}

// call sends one command and answers its decoded reply; a reply with
// status "error" is an error carrying FlareSolverr's own message.
func (f *FlareSolverr) call(ctx context.Context, cmd map[string]any) (flareAnswer, error) {
	body, _ := json.Marshal(cmd)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, f.URL, bytes.NewReader(body))
	if err != nil {
		return flareAnswer{}, failf(KindCloudflare, err, "FlareSolverr地址无效")
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := f.client.Do(req)
	if err != nil {
		return flareAnswer{}, failf(KindCloudflare, err, "无法连接FlareSolverr：%s", shortNetErr(err))
	}
	defer res.Body.Close()
	var a flareAnswer
	raw, _ := io.ReadAll(io.LimitReader(res.Body, maxPage))
	if json.Unmarshal(raw, &a) != nil {
		return a, failf(KindCloudflare, nil, "FlareSolverr返回了意外的内容（HTTP %d）", res.StatusCode)
	}
	if a.Status != "ok" {
		return a, failf(KindCloudflare, nil, "FlareSolverr未能通过：%s", a.Message)
	}
	return a, nil
}

// solve fetches rawURL through FlareSolverr in host's session (created on
// first use, and again when FlareSolverr was restarted and lost it),
// sending the site's own cookies along.
func (f *FlareSolverr) solve(ctx context.Context, host, method, rawURL, postData string, cookies []*http.Cookie) (flareSolution, error) {
	cmd := map[string]any{"cmd": "request.get", "url": rawURL, "maxTimeout": flareTimeout.Milliseconds(),
		"session": "movie-robot-" + host}
	if method == http.MethodPost {
		cmd["cmd"], cmd["postData"] = "request.post", postData
	}
	if len(cookies) > 0 {
		list := make([]flareCookie, len(cookies))
		for i, c := range cookies {
			list[i] = flareCookie{Name: c.Name, Value: c.Value}
		}
		cmd["cookies"] = list
	}
	for attempt := 0; ; attempt++ {
		if err := f.ensureSession(ctx, host); err != nil {
			return flareSolution{}, err
		}
		a, err := f.call(ctx, cmd)
		if err != nil && attempt == 0 && strings.Contains(strings.ToLower(a.Message), "session") {
			f.mu.Lock()
			delete(f.sessions, host) // FlareSolverr forgot it: make it again once
			f.mu.Unlock()
			continue
		}
		if err != nil {
			return flareSolution{}, err
		}
		f.mu.Lock()
		f.used[host] = time.Now()
		f.mu.Unlock()
		return a.Solution, nil
	}
}

func (f *FlareSolverr) ensureSession(ctx context.Context, host string) error {
	f.mu.Lock()
	made := f.sessions[host]
	f.mu.Unlock()
	if made {
		return nil
	}
	_, err := f.call(ctx, map[string]any{"cmd": "sessions.create", "session": "movie-robot-" + host})
	if err != nil && !strings.Contains(err.Error(), "already exists") {
		return fmt.Errorf("FlareSolverr会话：%w", err)
	}
	f.mu.Lock()
	f.sessions[host] = true
	f.mu.Unlock()
	return nil
}
