package storetest

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// PutSetting stores v as section sec's saved value, as a save would (without
// the save's checks, so a test can set up any state).
func PutSetting[T any](t testing.TB, st *store.Store, sec settings.Section[T], v T) {
	t.Helper()
	raw, err := sec.Encode(v)
	if err == nil {
		err = st.PutSetting(context.Background(), sec.Key, raw)
	}
	if err != nil {
		t.Fatal(err)
	}
}
