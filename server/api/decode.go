package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"strconv"
	"strings"
)

// maxBodyBytes caps JSON bodies; no form of this UI sends more. The front
// door (httpx) enforces the same limit on every backend path already; this
// keeps the API safe on its own too.
const maxBodyBytes = 1 << 20

var (
	errBadJSON = Error{Message: "请求内容不是有效的JSON"}
	// encoding/json reads null into a struct as "no change", so without
	// these a body of null saved a form's zero value as if it were complete.
	errNotObject = Error{Message: "请求内容必须是一个JSON对象"}
	errNotArray  = Error{Message: "请求内容必须是一个JSON数组"}
	// 413, not a business error: the client sent more than any form can.
	errTooLarge = StatusError{Status: http.StatusRequestEntityTooLarge, Message: "请求内容过大"}
)

// decodeJSON reads one JSON value from the body into v. The value must have
// v's shape: an object for a struct or map, an array for a slice, never
// null; a struct field tagged `required:"true"` must be present. Unknown
// fields are allowed (the UI sends extra keys on some forms); anything else
// is a business error and v is left as it was.
func decodeJSON(r *http.Request, v any) error {
	// A nil writer only skips net/http's "close after this response" hint;
	// the limit itself is enforced either way.
	body, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxBodyBytes))
	if err != nil {
		return decodeError(err)
	}
	// json.Valid also refuses a second value or trailing garbage.
	if !json.Valid(body) {
		body = nonFiniteAsNull(body)
		if !json.Valid(body) {
			return errBadJSON
		}
	}
	target := reflect.TypeOf(v).Elem()
	if err := checkShape(bytes.TrimLeft(body, " \t\r\n"), target); err != nil {
		return err
	}
	if err := checkRequired(body, target); err != nil {
		return err
	}
	return unmarshalNamed(body, v)
}

// nonFiniteAsNull turns the bare NaN, Infinity and -Infinity that Python's
// json writes (the SDK sends NaN for a number it could not read, e.g. an
// empty telegram_user_id typed int) into null, which every handler already
// reads as "no value" and the update calls as "unchanged". Strings are
// left alone.
func nonFiniteAsNull(body []byte) []byte {
	out := make([]byte, 0, len(body))
	inString, escaped := false, false
	for i := 0; i < len(body); i++ {
		c := body[i]
		if inString {
			out = append(out, c)
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		if c == '"' {
			inString = true
		}
		if token := nonFiniteAt(body[i:]); token > 0 {
			out = append(out, "null"...)
			i += token - 1
			continue
		}
		out = append(out, c)
	}
	return out
}

// nonFiniteAt is the length of the Python non-finite token b starts with, or 0.
func nonFiniteAt(b []byte) int {
	for _, t := range []string{"NaN", "Infinity", "-Infinity"} {
		if bytes.HasPrefix(b, []byte(t)) {
			return len(t)
		}
	}
	return 0
}

// unmarshalNamed decodes body into v; a value of the wrong type is refused
// with the field's name, so a script author knows which argument to fix.
func unmarshalNamed(body []byte, v any) error {
	err := json.Unmarshal(body, v)
	if te, ok := errors.AsType[*json.UnmarshalTypeError](err); ok && te.Field != "" {
		// Field is a dotted path that names embedded Go structs too
		// (Input.Profile.telegram_user_id): the JSON key is its last part.
		name := te.Field[strings.LastIndex(te.Field, ".")+1:]
		return Error{Message: "字段" + name + "的值类型不正确（收到" + te.Value + "）"}
	}
	if err != nil {
		return errBadJSON
	}
	return nil
}

// mergeFields decodes a request's object over v, which holds the current
// values: a field the body leaves out or sends as null keeps its value (the
// SDK's update calls send None for what they do not change).
func mergeFields(fields map[string]json.RawMessage, v any) error {
	kept := make(map[string]json.RawMessage, len(fields))
	for k, raw := range fields {
		if string(raw) != "null" {
			kept[k] = raw
		}
	}
	body, _ := json.Marshal(kept)
	return unmarshalNamed(body, v)
}

// checkShape compares the body's first byte with what target needs.
func checkShape(body []byte, target reflect.Type) error {
	switch target.Kind() {
	case reflect.Struct, reflect.Map:
		if body[0] != '{' {
			return errNotObject
		}
	case reflect.Slice, reflect.Array:
		if body[0] != '[' {
			return errNotArray
		}
	default:
		if body[0] == 'n' { // null
			return errBadJSON
		}
	}
	return nil
}

// checkRequired names the first `required:"true"` field of a struct target
// that the body's object lacks.
func checkRequired(body []byte, target reflect.Type) error {
	if target.Kind() != reflect.Struct {
		return nil
	}
	var present map[string]json.RawMessage
	for i := range target.NumField() {
		f := target.Field(i)
		if f.Tag.Get("required") != "true" {
			continue
		}
		if present == nil {
			if err := json.Unmarshal(body, &present); err != nil {
				return errBadJSON
			}
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if _, ok := present[name]; !ok {
			return Error{Message: "缺少必填字段：" + name}
		}
	}
	return nil
}

func decodeError(err error) error {
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return errTooLarge
	}
	return errBadJSON
}

// queryID reads a non-negative integer query parameter (absent = 0).
func queryID(r *http.Request, name string, bad error) (int64, error) {
	v := strings.TrimSpace(r.URL.Query().Get(name))
	if v == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(v, 10, 64)
	if err != nil || id < 0 {
		return 0, bad
	}
	return id, nil
}
