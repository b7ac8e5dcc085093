package api

import (
	"encoding/json"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
)

func decodeBody(body string) (credentials, error) {
	var v credentials
	err := decodeJSON(httptest.NewRequest("POST", "/", strings.NewReader(body)), &v)
	return v, err
}

func TestDecodeJSONAcceptsOneObject(t *testing.T) {
	v, err := decodeBody(` {"username":"a","password":"b","extra":[1]} ` + "\n")
	if err != nil || v.Username != "a" || v.Password != "b" {
		t.Fatalf("got %+v, %v", v, err)
	}
}

func TestDecodeJSONRejectsBadBodies(t *testing.T) {
	for _, body := range []string{"", "{", "not json", `{"a":1} {"b":2}`, `{"a":1} x`} {
		_, err := decodeBody(body)
		var e Error
		if !errors.As(err, &e) || e.Message != "请求内容不是有效的JSON" {
			t.Errorf("body %q: err = %v", body, err)
		}
	}
}

func TestDecodeJSONNamesAFieldOfTheWrongType(t *testing.T) {
	_, err := decodeBody(`{"username":1}`)
	var e Error
	if !errors.As(err, &e) || e.Message != "字段username的值类型不正确（收到number）" {
		t.Errorf("err = %v", err)
	}
}

func TestDecodeJSONLimitsBodySize(t *testing.T) {
	big := `{"username":"` + strings.Repeat("a", maxBodyBytes) + `"}`
	_, err := decodeBody(big)
	var e StatusError
	if !errors.As(err, &e) || e.Status != 413 || e.Message != "请求内容过大" {
		t.Fatalf("err = %v", err)
	}
}

func TestOversizedBodyIs413Envelope(t *testing.T) {
	e := newTestEnv(t)
	big := `{"username":"` + strings.Repeat("a", maxBodyBytes) + `","password":"x"}`
	for _, path := range []string{"/api/auth/get_token", "/api/config/init_admin"} {
		r := call(t, e.srv, "POST", path, big, "")
		if r.status != 413 || r.raw != `{"code":1,"message":"请求内容过大","data":null}` {
			t.Errorf("%s: got %d %s", path, r.status, r.raw)
		}
	}
}

// A field of an embedded struct is named by its JSON key alone.
func TestDecodeJSONNamesAnEmbeddedField(t *testing.T) {
	type inner struct {
		N int `json:"n"`
	}
	var v struct {
		inner
	}
	r := httptest.NewRequest("POST", "/", strings.NewReader(`{"n":"x"}`))
	err := decodeJSON(r, &v)
	var e Error
	if !errors.As(err, &e) || e.Message != "字段n的值类型不正确（收到string）" {
		t.Errorf("err = %v", err)
	}
}

// Python's json writes NaN, Infinity and -Infinity bare: each reads as
// null (no value), and the same words inside a string stay.
func TestDecodeJSONReadsPythonNonFiniteAsNull(t *testing.T) {
	var v struct {
		A, B, C *float64
		S       string
	}
	body := `{"A":NaN,"B":Infinity,"C":-Infinity,"S":"NaN -Infinity"}`
	if err := decodeJSON(httptest.NewRequest("POST", "/", strings.NewReader(body)), &v); err != nil {
		t.Fatal(err)
	}
	if v.A != nil || v.B != nil || v.C != nil || v.S != "NaN -Infinity" {
		t.Fatalf("got %+v", v)
	}
}

// A bare null is no value for a scalar target either.
func TestDecodeJSONRefusesNullForAScalar(t *testing.T) {
	var n int
	if err := decodeJSON(httptest.NewRequest("POST", "/", strings.NewReader("null")), &n); !errors.Is(err, errBadJSON) {
		t.Fatalf("null into an int: %v", err)
	}
}

// mergeFields keeps a value the body sends as null (the SDK's None).
func TestMergeFieldsKeepsWhatNullLeavesOut(t *testing.T) {
	one := 1
	v := struct {
		A *int // a pointer: a plain null would set it to nil
		B int
	}{A: &one, B: 2}
	if err := mergeFields(map[string]json.RawMessage{"A": json.RawMessage("null"), "B": json.RawMessage("3")}, &v); err != nil {
		t.Fatal(err)
	}
	if v.A == nil || *v.A != 1 || v.B != 3 {
		t.Fatalf("got %+v", v)
	}
}
