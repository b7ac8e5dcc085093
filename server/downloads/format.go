package downloads

import (
	"fmt"
	"strconv"
)

var sizeUnits = []string{"B", "KB", "MB", "GB", "TB", "PB"}

// sizeText writes bytes the way the records screen shows sizes.
func sizeText(n int64) string {
	if n < 1024 {
		return strconv.FormatInt(n, 10) + "B"
	}
	return scaled(float64(n), 0)
}

// scaled writes v, counted in sizeUnits[i], in the largest unit that keeps it at least 1.
func scaled(v float64, i int) string {
	for v >= 1024 && i < len(sizeUnits)-1 {
		v /= 1024
		i++
	}
	return fmt.Sprintf("%.2f%s", v, sizeUnits[i])
}

// MBText writes a size known in MB, never below MB ("0.50MB", "1.20GB"):
// a custom subscription's records have always shown it so.
func MBText(mb float64) string { return scaled(mb, 2) }

// SizeText is sizeText for the API edge.
func SizeText(n int64) string { return sizeText(n) }

// SpeedText is a transfer rate ("1.20MB/s").
func SpeedText(n int64) string { return sizeText(n) + "/s" }

// DurationText writes seconds as 天/小时/分钟.
func DurationText(sec int64) string {
	d, h, m := sec/86400, sec%86400/3600, sec%3600/60
	switch {
	case d > 0:
		return fmt.Sprintf("%d天%d小时", d, h)
	case h > 0:
		return fmt.Sprintf("%d小时%d分钟", h, m)
	default:
		return fmt.Sprintf("%d分钟", m)
	}
}

// ETA is the seconds left at the current download speed, rounded up to a
// whole minute (DurationText shows minutes); -1 when it cannot be told
// (stalled or no size), 0 once every wanted byte is there.
func (l Live) ETA() int64 {
	if l.Done || l.Progress >= 1 {
		return 0
	}
	if l.DlSpeed <= 0 || l.Size <= 0 {
		return -1
	}
	left := int64(float64(l.Size) * (1 - l.Progress))
	sec := (left + l.DlSpeed - 1) / l.DlSpeed
	return (sec + 59) / 60 * 60
}
