package standin

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// "flaresolverr" is FlareSolverr's API (POST /v1) with its request and
// answer shapes: sessions.create / sessions.destroy, request.get and
// request.post with url, maxTimeout, session, cookies and postData. Its
// "browser" passes the challenge by fetching the page with the clearance
// cookie and its own agent, which Cloudflare would have handed it, and
// answers {status: "ok", solution: {url, status, headers, response,
// cookies, userAgent}}; failures answer HTTP 500 {status: "error",
// message} as the real one does.
//
// Options: clearance (the cf_clearance value, default "standin-clearance"),
// ua (its browser's agent, default FlareSolverrUA).
func init() {
	register("flaresolverr", func(o url.Values) http.Handler {
		return &flareSolverr{opts: o, sessions: map[string]bool{}}
	})
}

// FlareSolverrUA is the stand-in browser's default User-Agent.
const FlareSolverrUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 standin"

type flareSolverr struct {
	opts     url.Values
	mu       sync.Mutex
	sessions map[string]bool
}

type flareCmd struct {
	Cmd        string `json:"cmd"`
	URL        string `json:"url"`
	Session    string `json:"session"`
	MaxTimeout int    `json:"maxTimeout"`
	PostData   string `json:"postData"`
	Cookies    []struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	} `json:"cookies"`
}

func (f *flareSolverr) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var c flareCmd
	if r.Method != http.MethodPost || r.URL.Path != "/v1" {
		http.NotFound(w, r)
		return
	}
	if json.NewDecoder(r.Body).Decode(&c) != nil {
		f.fail(w, "Error: Request parameter 'cmd' is mandatory.")
		return
	}
	f.mu.Lock()
	known := f.sessions[c.Session]
	switch c.Cmd {
	case "sessions.create":
		f.sessions[c.Session] = true
	case "sessions.destroy":
		delete(f.sessions, c.Session)
	}
	f.mu.Unlock()
	switch {
	case c.Cmd == "sessions.create" && known:
		f.ok(w, map[string]any{"message": "Session already exists.", "session": c.Session})
	case c.Cmd == "sessions.create", c.Cmd == "sessions.destroy":
		f.ok(w, map[string]any{"message": "Session created successfully.", "session": c.Session})
	case c.Cmd != "request.get" && c.Cmd != "request.post":
		f.fail(w, "Error: Request parameter 'cmd' = '"+c.Cmd+"' is invalid.")
	case c.Session != "" && !known:
		f.fail(w, "Error: This session does not exist.")
	default:
		f.browse(w, c)
	}
}

// browse is the headless browser's visit, challenge passed.
func (f *flareSolverr) browse(w http.ResponseWriter, c flareCmd) {
	method, body := http.MethodGet, io.Reader(nil)
	if c.Cmd == "request.post" {
		method, body = http.MethodPost, strings.NewReader(c.PostData)
	}
	req, err := http.NewRequest(method, c.URL, body)
	if err != nil {
		f.fail(w, "Error: "+err.Error())
		return
	}
	ua := or(f.opts.Get("ua"), FlareSolverrUA)
	clearance := or(f.opts.Get("clearance"), "standin-clearance")
	req.Header.Set("User-Agent", ua)
	if body != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for _, ck := range c.Cookies {
		req.AddCookie(&http.Cookie{Name: ck.Name, Value: ck.Value})
	}
	req.AddCookie(&http.Cookie{Name: "cf_clearance", Value: clearance})
	res, err := (&http.Client{Timeout: 30 * time.Second}).Do(req)
	if err != nil {
		f.fail(w, "Error: Error solving the challenge. "+err.Error())
		return
	}
	defer res.Body.Close()
	page, _ := io.ReadAll(res.Body)
	host := req.URL.Hostname()
	f.ok(w, map[string]any{"message": "Challenge solved!", "solution": map[string]any{
		"url": res.Request.URL.String(), "status": res.StatusCode, "headers": map[string]string{},
		"response": string(page), "userAgent": ua,
		"cookies": []map[string]any{{"domain": host, "name": "cf_clearance", "value": clearance, "path": "/",
			"expiry": time.Now().Add(time.Hour).Unix(), "httpOnly": true, "secure": true, "sameSite": "None"}},
	}})
}

func (f *flareSolverr) ok(w http.ResponseWriter, fields map[string]any) {
	fields["status"], fields["startTimestamp"], fields["endTimestamp"], fields["version"] = "ok", 0, 0, "3.3.21"
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(fields)
}

func (f *flareSolverr) fail(w http.ResponseWriter, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusInternalServerError)
	json.NewEncoder(w).Encode(map[string]any{"status": "error", "message": msg, "startTimestamp": 0,
		"endTimestamp": 0, "version": "3.3.21"})
}
