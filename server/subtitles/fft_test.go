package subtitles

import (
	"math"
	"math/cmplx"
	"testing"
)

// TestFFTMatchesTheDirectSum: the transform against the textbook sum, and
// the inverse brings the input back.
func TestFFTMatchesTheDirectSum(t *testing.T) {
	const n = 64
	x := make([]complex128, n)
	for i := range x {
		x[i] = complex(math.Sin(float64(i*i)*0.37), float64(i%5)-2)
	}
	got := append([]complex128(nil), x...)
	fft(got, false)
	for k := 0; k < n; k++ {
		var want complex128
		for j, v := range x {
			want += v * cmplx.Rect(1, -2*math.Pi*float64(j*k)/n)
		}
		if cmplx.Abs(got[k]-want) > 1e-9 {
			t.Fatalf("bin %d: %v, want %v", k, got[k], want)
		}
	}
	fft(got, true)
	for i := range x {
		if cmplx.Abs(got[i]-x[i]) > 1e-12 {
			t.Fatalf("inverse %d: %v, want %v", i, got[i], x[i])
		}
	}
}
