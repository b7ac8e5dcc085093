package api

import (
	"net/http"
	"strconv"
)

// StatusError is a failure sent with a non-200 HTTP status. The contract
// sends business errors as HTTP 200 (api-contract §1.2); these are limits
// of the transport instead (body too large, too many sign-in attempts),
// which clients and intermediaries should see as such. The body is still
// the envelope, so the UI can show Message.
type StatusError struct {
	Status  int
	Message string
	// RetryAfter, when positive, is sent as the Retry-After header (seconds).
	RetryAfter int
}

func (e StatusError) Error() string { return e.Message }

// writeStatusError sends e as a code-1 envelope with its status.
func writeStatusError(w http.ResponseWriter, e StatusError) {
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	writeEnvelope(w, e.Status, Envelope{Code: codeFail, Message: e.Message})
}
