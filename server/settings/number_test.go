package settings

import (
	"encoding/json"
	"testing"
)

func TestIntDecoding(t *testing.T) {
	cases := map[string]Int{
		`1329`:       {1329, true},
		`"1329"`:     {1329, true},
		`" 80 "`:     {80, true},
		`1329.0`:     {1329, true},
		`1e3`:        {1000, true},
		`-5`:         {-5, true},
		`1.5`:        {},
		`""`:         {},
		`"abc"`:      {},
		`true`:       {},
		`null`:       {},
		`1e300`:      {},
		`[1]`:        {},
		`{"a":1}`:    {},
		`"12345678"`: {12345678, true},
	}
	for in, want := range cases {
		var got struct {
			N Int `json:"n"`
		}
		if err := json.Unmarshal([]byte(`{"n":`+in+`}`), &got); err != nil {
			t.Errorf("%s: error %v", in, err)
			continue
		}
		if got.N != want {
			t.Errorf("%s: got %+v, want %+v", in, got.N, want)
		}
	}
	var absent struct {
		N Int `json:"n"`
	}
	json.Unmarshal([]byte(`{}`), &absent)
	if absent.N.Valid {
		t.Error("absent field is valid")
	}
}

func TestIntIn(t *testing.T) {
	if v, ok := (Int{5, true}).In(1, 10); !ok || v != 5 {
		t.Fatal("5 in [1,10]")
	}
	for _, n := range []Int{{0, true}, {11, true}, {5, false}} {
		if _, ok := n.In(1, 10); ok {
			t.Errorf("%+v accepted", n)
		}
	}
}
