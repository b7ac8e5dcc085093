package settings

import (
	"context"
	"errors"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

type fakeGetter map[string]string

func (f fakeGetter) Setting(_ context.Context, key string) (string, error) {
	v, ok := f[key]
	if !ok {
		return "", store.ErrNotFound
	}
	return v, nil
}

type errGetter struct{}

func (errGetter) Setting(context.Context, string) (string, error) {
	return "", errors.New("disk on fire")
}

type rec struct {
	A string `json:"a"`
	B int    `json:"b"`
}

var recSection = Section[rec]{Key: "t.rec", Default: func() rec { return rec{A: "x", B: 7} }}

func TestSectionLoadDefaultsAndStored(t *testing.T) {
	ctx := context.Background()
	v, stored, err := recSection.LoadStored(ctx, fakeGetter{})
	if err != nil || stored || v != (rec{"x", 7}) {
		t.Fatalf("fresh: %+v %v %v", v, stored, err)
	}
	// A record missing a field keeps that field's default.
	v, stored, err = recSection.LoadStored(ctx, fakeGetter{"t.rec": `{"a":"y"}`})
	if err != nil || !stored || v != (rec{"y", 7}) {
		t.Fatalf("partial: %+v %v %v", v, stored, err)
	}
	if _, err := recSection.Load(ctx, fakeGetter{"t.rec": `{`}); err == nil {
		t.Fatal("corrupt record loaded without error")
	}
	if _, err := recSection.Load(ctx, errGetter{}); err == nil {
		t.Fatal("store error swallowed")
	}
}

func TestSectionEncodeIsStable(t *testing.T) {
	a, _ := recSection.Encode(rec{"q", 1})
	b, _ := recSection.Encode(rec{"q", 1})
	if a != b || a != `{"a":"q","b":1}` {
		t.Fatalf("encode: %s / %s", a, b)
	}
}
