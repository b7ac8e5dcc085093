package store

import (
	"fmt"
	"net/url"
	"testing"
)

func TestParsePagingDefaultsCapsAndNamesTheField(t *testing.T) {
	for query, want := range map[string]string{
		"":                 "1 60 <nil>",
		"page=3":           "3 60 <nil>",
		"page=2&size=500":  "2 500 <nil>",
		"page=0":           "0 0 page 应为 1 到 1048576 之间的整数",
		"page=1048577":     "0 0 page 应为 1 到 1048576 之间的整数",
		"size=501":         "0 0 size 应为 1 到 500 之间的整数",
		"size=a":           "0 0 size 应为 1 到 500 之间的整数",
		"page=x&size=9999": "0 0 page 应为 1 到 1048576 之间的整数",
	} {
		q, _ := url.ParseQuery(query)
		page, size, err := ParsePaging(q, 60, 500)
		got := fmt.Sprint(page, " ", size, " ", err)
		if got != want {
			t.Errorf("%q: got %q, want %q", query, got, want)
		}
	}
}

func TestStringsIsAListEvenWhenEmpty(t *testing.T) {
	st, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := t.Context()
	got, err := Strings(ctx, st.DB(), `SELECT 'b' UNION SELECT 'a' ORDER BY 1`)
	if err != nil || fmt.Sprint(got) != "[a b]" {
		t.Fatalf("%q %v", got, err)
	}
	if none, err := Strings(ctx, st.DB(), `SELECT 'a' WHERE 0`); err != nil || none == nil {
		t.Fatalf("no rows: %#v %v", none, err)
	}
}

func TestSetHoldsEachRowOnce(t *testing.T) {
	st, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := t.Context()
	ids, err := Set[int64](ctx, st.DB(), `SELECT 3 UNION ALL SELECT 1 UNION ALL SELECT 3`)
	if err != nil || fmt.Sprint(ids) != "map[1:true 3:true]" {
		t.Fatalf("%v %v", ids, err)
	}
	words, err := Set[string](ctx, st.DB(), `SELECT ? WHERE ?`, "a", 1)
	if err != nil || fmt.Sprint(words) != "map[a:true]" {
		t.Fatalf("%v %v", words, err)
	}
	if _, err := Set[int64](ctx, st.DB(), `SELECT 'x'`); err == nil {
		t.Fatal("a text read as a number")
	}
}
