package cli

import (
	"log/slog"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// The 自定义识别词 stored are in force from start-up in the parts built on
// the program's one parser (the organiser's parse_name_meta here), and a
// swap of its rules (what a save does) reaches them without a restart.
func TestStoredRecognitionRulesAreInForce(t *testing.T) {
	dir := t.TempDir()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	storetest.PutSetting(t, st, settings.RecognitionRulesSection, settings.RecognitionRules{Rules: `Hunting\.Bad => Breaking.Bad {[tmdbid=1396]}`})
	s, err := newServices(Config{DataDir: dir}, st, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	m := s.library.ParseName("Hunting.Bad.S01E02.1080p.WEB-DL")
	if m.ENName != "Breaking Bad" || m.TMDBID == nil || *m.TMDBID != 1396 {
		t.Fatalf("stored rules not in force: %+v", m)
	}
	s.parser.Use(release.Rules{})
	if m := s.library.ParseName("Hunting.Bad.S01E02.1080p.WEB-DL"); m.TMDBID != nil || m.ENName == "Breaking Bad" {
		t.Fatalf("swapped rules not in force: %+v", m)
	}
}
