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
