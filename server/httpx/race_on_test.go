//go:build race

package httpx

// raceOn: the race detector's instrumentation allocates, so allocation
// figures mean nothing under it.
const raceOn = true
