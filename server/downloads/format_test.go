package downloads

import "testing"

func TestLiveETA(t *testing.T) {
	cases := []struct {
		name string
		live Live
		want int64
	}{
		{"a quarter left at 1 MB/s", Live{Size: 400 << 20, Progress: 0.75, DlSpeed: 1 << 20}, 120},
		{"seconds round up to a minute", Live{Size: 1000, Progress: 0.5, DlSpeed: 100}, 60},
		{"stalled", Live{Size: 1000, Progress: 0.5}, -1},
		{"done", Live{Size: 1000, Progress: 1, DlSpeed: 5}, 0},
	}
	for _, c := range cases {
		if got := c.live.ETA(); got != c.want {
			t.Errorf("%s: ETA() = %d, want %d", c.name, got, c.want)
		}
	}
}

// The records screen counts bytes from B up; a custom subscription's
// records count MB and never go below MB, as they always have.
func TestSizeTexts(t *testing.T) {
	for n, want := range map[int64]string{0: "0B", 1023: "1023B", 1536: "1.50KB", 734003200: "700.00MB", 1 << 40: "1.00TB"} {
		if got := SizeText(n); got != want {
			t.Errorf("SizeText(%d) = %q, want %q", n, got, want)
		}
	}
	for mb, want := range map[float64]string{0: "0.00MB", 0.5: "0.50MB", 700: "700.00MB", 1536: "1.50GB", 1 << 20: "1.00TB"} {
		if got := MBText(mb); got != want {
			t.Errorf("MBText(%v) = %q, want %q", mb, got, want)
		}
	}
}
