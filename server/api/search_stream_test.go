package api

import (
	"bufio"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
)

func streamLines(t *testing.T, e *testEnv, path, authz string) []map[string]json.RawMessage {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	req.Header.Set("Authorization", authz)
	rec := httptest.NewRecorder()
	e.srv.ServeHTTP(rec, req)
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/x-ndjson") {
		t.Fatalf("content type %q: %s", ct, rec.Body.String())
	}
	var out []map[string]json.RawMessage
	sc := bufio.NewScanner(rec.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var line map[string]json.RawMessage
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		out = append(out, line)
	}
	return out
}

// The streamed search: start, the site's lines (a page, its end), done; a Movie-only user's
// lines carry no AV row (the category filter of search_keyword); a bad
// request is the usual envelope.
func TestSearchStreamLinesAndCategories(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	user := e.movieOnlyViewer(t, admin)
	e.standinSite(t, admin)

	wantFail(t, call(t, e.srv, "GET", "/api/movie/search_stream?keyword=%20", "", admin), "请输入搜索关键字")
	for _, who := range []struct {
		authz string
		rows  int
	}{{admin, 1}, {user, 0}} {
		lines := streamLines(t, e, "/api/movie/search_stream?keyword=Standin.Adult", who.authz)
		types := []string{}
		for _, l := range lines {
			types = append(types, strings.Trim(string(l["type"]), `"`))
		}
		// A site read page by page: its page, then its closing line; the
		// same search again is answered from the kept rows in one line.
		switch strings.Join(types, ",") {
		case "start,site,done":
			if lines[1]["more"] != nil {
				t.Fatalf("a whole answer says more: %s", lines[1]["more"])
			}
		case "start,site,site,done":
			if string(lines[1]["more"]) != "true" || lines[2]["more"] != nil || string(lines[2]["page"]) != "1" || string(lines[2]["torrents"]) != "[]" {
				t.Fatalf("page line more=%s, closing line %v", lines[1]["more"], lines[2])
			}
		default:
			t.Fatalf("lines %v", types)
		}
		if s := string(lines[0]["sites"]); s != `[{"site_id":"hdsky","site_name":"天空"}]` || string(lines[0]["deadline_ms"]) != "10000" {
			t.Fatalf("start %s %s", s, lines[0]["deadline_ms"])
		}
		var rows []struct {
			CateLevel1 string `json:"cate_level1"`
		}
		json.Unmarshal(lines[1]["torrents"], &rows)
		if len(rows) != who.rows || string(lines[1]["state"]) != `"ok"` {
			t.Fatalf("site line for %d rows: %s %s", who.rows, lines[1]["state"], lines[1]["torrents"])
		}
	}
}
