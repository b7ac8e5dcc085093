package nullable

import (
	"encoding/json"
	"testing"
)

func TestIDWritesEmptyAsNullAndReadsBack(t *testing.T) {
	type row struct {
		ID ID `json:"id"`
	}
	for id, want := range map[ID]string{"": `{"id":null}`, "1292052": `{"id":"1292052"}`, `a"b`: `{"id":"a\"b"}`} {
		b, err := json.Marshal(row{id})
		if err != nil || string(b) != want {
			t.Fatalf("%q: %s %v, want %s", id, b, err, want)
		}
		var back row
		if err := json.Unmarshal(b, &back); err != nil || back.ID != id {
			t.Fatalf("%s read back as %q %v", b, back.ID, err)
		}
	}
}
