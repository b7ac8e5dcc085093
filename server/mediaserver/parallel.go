package mediaserver

import "sync"

// perServerCalls bounds the calls one search makes to one server at once:
// a search with 20 series is 20 episode listings, and a NAS is no CDN.
const perServerCalls = 4

// eachLimited runs fn(i) for i in [0, n) with at most perServerCalls at a
// time and returns the first error (by index), after all have finished.
func eachLimited(n int, fn func(i int) error) error {
	errs := make([]error, n)
	sem := make(chan struct{}, perServerCalls)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			errs[i] = fn(i)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
