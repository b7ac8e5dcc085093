package subtitles

import (
	"math"
	"math/bits"
	"math/cmplx"
)

// A radix-2 FFT for the audio alignment's cross-correlation (align.go):
// one correlation of two hours of 10 ms frames is a million-point
// transform, too slow as a direct sum, and this small one saves a
// dependency for the one place that needs it.

// fft transforms x in place (len(x) a power of two); inverse runs the
// inverse transform, scaled by 1/len(x).
func fft(x []complex128, inverse bool) {
	n := len(x)
	if n < 2 {
		return
	}
	shift := 64 - bits.TrailingZeros(uint(n))
	for i := range x { // bit-reversed order, so the butterflies run in place
		if j := int(bits.Reverse64(uint64(i)) >> shift); j > i {
			x[i], x[j] = x[j], x[i]
		}
	}
	sign := -1.0
	if inverse {
		sign = 1
	}
	tw := make([]complex128, n/2) // one table: exact angles, no drift from repeated products
	for k := range tw {
		tw[k] = cmplx.Rect(1, sign*2*math.Pi*float64(k)/float64(n))
	}
	for size := 2; size <= n; size <<= 1 {
		half, stride := size/2, n/size
		for start := 0; start < n; start += size {
			for k := 0; k < half; k++ {
				a, b := x[start+k], tw[k*stride]*x[start+k+half]
				x[start+k], x[start+k+half] = a+b, a-b
			}
		}
	}
	if inverse {
		scale := complex(1/float64(n), 0)
		for i := range x {
			x[i] *= scale
		}
	}
}

// nextPow2 is the smallest power of two at least n.
func nextPow2(n int) int {
	p := 1
	for p < n {
		p <<= 1
	}
	return p
}
