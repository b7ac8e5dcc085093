package standin

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

func TestStartRecordsRequestsAndServesThem(t *testing.T) {
	s := Must(t, "echo", nil)
	res, err := http.Post(s.URL+"/hook?x=1", "text/plain", strings.NewReader("hello"))
	if err != nil || res.StatusCode != http.StatusNoContent {
		t.Fatalf("post: %v %v", res, err)
	}
	got := s.Requests()
	if len(got) != 1 || got[0].Path != "/hook" || got[0].Query != "x=1" || got[0].Body != "hello" {
		t.Fatalf("recorded %+v", got)
	}
	res, err = http.Get(s.URL + RequestsPath)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var served []Recorded
	if err := json.NewDecoder(res.Body).Decode(&served); err != nil || len(served) != 1 {
		t.Fatalf("served %+v %v", served, err)
	}
	if _, err := Start("no-such", nil); err == nil {
		t.Fatal("unknown stand-in must fail")
	}
}
