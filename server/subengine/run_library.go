package subengine

import "context"

// RunLibrary is a Library that can answer a whole run from one read of
// the media servers (the cli's: one listing per server per run, not a
// search per subscription; issue 31).
type RunLibrary interface {
	Library
	// ForRun answers a Library for one run; it asks nothing until asked.
	ForRun() Library
}

type runLibraryKey struct{}

// forRun starts a run: the Library its subscriptions are asked through.
// A download filed during the run is still seen: the records (own and
// Filed) are read per subscription, only the media servers' view is
// the run's.
func (e *Engine) forRun(ctx context.Context) context.Context {
	if lib, ok := e.o.Library.(RunLibrary); ok {
		return context.WithValue(ctx, runLibraryKey{}, lib.ForRun())
	}
	return ctx
}

// library is the run's Library (nil: none configured).
func (e *Engine) library(ctx context.Context) Library {
	if lib, ok := ctx.Value(runLibraryKey{}).(Library); ok {
		return lib
	}
	return e.o.Library
}
