package downloads

import (
	"fmt"
	"strconv"
)

// sizeText writes bytes the way the records screen shows sizes.
func sizeText(n int64) string {
	units := []string{"B", "KB", "MB", "GB", "TB", "PB"}
	v, i := float64(n), 0
	for v >= 1024 && i < len(units)-1 {
		v /= 1024
		i++
	}
	if i == 0 {
		return strconv.FormatInt(n, 10) + "B"
	}
	return fmt.Sprintf("%.2f%s", v, units[i])
}

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
