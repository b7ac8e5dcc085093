package api

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
)

// maxBodyBytes caps JSON bodies; no form of this UI sends more. The front
// door (httpx) enforces the same limit on every backend path already; this
// keeps the API safe on its own too.
const maxBodyBytes = 1 << 20

var (
	errBadJSON = Error{"请求内容不是有效的JSON"}
	// 413, not a business error: the client sent more than any form can.
	errTooLarge = StatusError{Status: http.StatusRequestEntityTooLarge, Message: "请求内容过大"}
)

// decodeJSON reads one JSON value from the body into v. Unknown fields are
// allowed (the UI sends extra keys on some forms); anything that is not a
// single well-formed value of the right shape is a business error.
func decodeJSON(r *http.Request, v any) error {
	// A nil writer only skips net/http's "close after this response" hint;
	// the limit itself is enforced either way.
	r.Body = http.MaxBytesReader(nil, r.Body, maxBodyBytes)
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(v); err != nil {
		return decodeError(err)
	}
	// Trailing garbage after the value means the body was not one JSON value.
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		if err != nil {
			return decodeError(err)
		}
		return errBadJSON
	}
	return nil
}

func decodeError(err error) error {
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return errTooLarge
	}
	return errBadJSON
}
