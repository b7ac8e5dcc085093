package downloads

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

func TestChooseFollowsTheSiteBinding(t *testing.T) {
	list := []settings.DownloadClientEntry{{Name: "a"}, {Name: "b", IsDefault: true}, {Name: "c", SiteID: []string{"hdsky"}}}
	if c, _ := Choose(list, "hdsky"); c.Name != "c" {
		t.Errorf("bound site went to %s", c.Name)
	}
	if c, _ := Choose(list, "ourbits"); c.Name != "b" {
		t.Errorf("other site went to %s", c.Name)
	}
	if c, _ := Choose(list[:1], "x"); c.Name != "a" {
		t.Errorf("no default: %s", c.Name)
	}
	if _, ok := Choose(nil, "x"); ok {
		t.Error("chose from nothing")
	}
}

func standinTorrent(t *testing.T) []byte {
	srv := standin.Must(t, "nexusphp", nil)
	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/download.php?id=101", nil)
	req.Header.Set("Cookie", "c_secure_uid=1; c_secure_pass=standin")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return b
}

// TestSubmitToRealQBittorrent adds a stand-in site's .torrent to a real
// qbittorrent-nox and finds it there, by our info-hash, with the save path.
func TestSubmitToRealQBittorrent(t *testing.T) {
	ctx := context.Background()
	qb := qbtest.Start(t)
	s := clientService(t, qbtest.Client("默认", qb.URL))
	data := standinTorrent(t)
	want, _ := bencode.ParseTorrent(data)
	save := t.TempDir() + "/movies"
	sub, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "The.Matrix", Subject: "黑客帝国", SavePath: save, Torrent: data})
	if err != nil {
		t.Fatal(err)
	}
	if sub.Hash != want.InfoHash || sub.Client != "默认" {
		t.Fatalf("submitted %+v", sub)
	}
	info := qbLookup(t, qb.URL, sub.Hash)
	if info.Hash != sub.Hash || strings.TrimRight(info.SavePath, "/") != save || info.Tags != Tag {
		t.Fatalf("qBittorrent has %+v", info)
	}
	recs, err := s.Records(ctx, 0, 10)
	if err != nil || len(recs) != 1 || recs[0].Hash != sub.Hash || recs[0].SavePath != save || recs[0].Status != 0 {
		t.Fatalf("records %+v, %v", recs, err)
	}
	// The same torrent again (by hand, or a retried send): one record per
	// info-hash per user; the client holds it.
	again, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "The.Matrix", SavePath: save, Torrent: data})
	if err != nil || again.RecordID != sub.RecordID {
		t.Fatalf("submitted twice: %+v, %v (first %+v)", again, err, sub)
	}
	// Asked for by a subscription after it was taken by hand: the one
	// record now belongs to the subscription.
	if bySub, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "The.Matrix", SavePath: save, Torrent: data,
		SubID: 7, SubType: SubTypeSubscribe}); err != nil || bySub.RecordID != sub.RecordID {
		t.Fatalf("by the subscription: %+v, %v", bySub, err)
	}
	if recs, _ = s.Records(ctx, 0, 10); len(recs) != 1 || recs[0].SubID != 7 {
		t.Fatalf("records for one torrent: %+v", recs)
	}
	if has, err := s.Has(ctx, "hdsky", sub.Hash); !has || err != nil {
		t.Fatalf("Has = %v, %v", has, err)
	}
	// A wrong password is a clear refusal, nothing recorded.
	storetest.PutSetting(t, s.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{
		{Type: "qbittorrent", Name: "默认", URL: qb.URL, Username: qbtest.User, Password: "nope", NeedLogin: true, IsDefault: true}})
	if _, err := s.Submit(ctx, Request{Site: "hdsky", SavePath: save, Torrent: data}); err == nil || !strings.Contains(err.Error(), "登录失败") {
		t.Fatalf("wrong password: %v", err)
	}
}

type qbTorrent struct {
	Hash     string `json:"hash"`
	SavePath string `json:"save_path"`
	Tags     string `json:"tags"`
}

func qbLookup(t *testing.T, base, hash string) qbTorrent {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/api/v2/torrents/info?hashes="+hash, nil)
	res := qbtest.Do(t, req)
	defer res.Body.Close()
	var list []qbTorrent
	json.NewDecoder(res.Body).Decode(&list)
	if len(list) != 1 {
		t.Fatalf("qBittorrent lists %v", list)
	}
	return list[0]
}
