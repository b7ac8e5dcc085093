package clients

import (
	"io"
	"net/http"
)

// Fetch sends req with c and reads at most max bytes of the answer, the
// steps every integration's call shares (the checks here, CookieCloud,
// the notification channels, the media servers). What the status and body
// mean stays with each caller. A failure is a *FetchError.
func Fetch(c *http.Client, req *http.Request, max int64) (*http.Response, []byte, error) {
	res, err := c.Do(req)
	if err != nil {
		return nil, nil, &FetchError{Err: err}
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, max))
	if err != nil {
		return nil, nil, &FetchError{Err: err, Read: true}
	}
	return res, body, nil
}

// FetchError is a call that got no usable answer. Its text is the cause
// in Chinese (TransportCause), never the Go error, whose *url.Error holds
// the URL and any key in it. Read is true when the answer began but could
// not be read whole.
type FetchError struct {
	Err  error
	Read bool
}

func (e *FetchError) Error() string { return transportCause(e.Err) }
func (e *FetchError) Unwrap() error { return e.Err }
