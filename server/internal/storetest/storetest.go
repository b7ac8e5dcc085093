// Package storetest opens a throwaway store for other packages' tests, so
// each package's set-up does not write the same opening again.
package storetest

import (
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

// Open answers a store in a temporary folder, closed when the test ends.
func Open(t testing.TB) *store.Store {
	t.Helper()
	return OpenIn(t, t.TempDir())
}

// OpenIn answers a store in dir, closed when the test ends: for a test
// whose data folder holds more than the store, or that opens it again.
func OpenIn(t testing.TB, dir string) *store.Store {
	t.Helper()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}
