//go:build !race

package httpx

const raceOn = false
