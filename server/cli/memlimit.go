package cli

import (
	"errors"
	"fmt"
	"math"
	"runtime/debug"
	"strconv"
	"strings"
)

// DefaultMemoryLimit is the Go runtime's soft memory limit when neither
// --memory-limit, MR_MEMORY_LIMIT nor GOMEMLIMIT is given. Measured on the
// household-scale bench (issue 31): after the day of jobs the Go heap's
// live data is 20–25 MB (OpenCC's dictionaries 6–8 MB of it while
// subtitles are being fetched), the runtime's stacks and metadata ~8 MB;
// left to GOGC alone the heap grew to twice its live size and the runtime
// held 64 MB after the lists. At 48 MiB it held 46 MB, with the collector
// running about twice as often (a full subscription list: 8.8 ms of CPU
// instead of 7.5). SQLite's page caches and the binary's own pages come on
// top: they are not Go's.
const DefaultMemoryLimit int64 = 48 << 20

// memoryLimitUsage is the flag's help text.
const memoryLimitUsage = "soft limit of the Go heap, e.g. 64MiB, 200MB or 0 (off); above it memory is collected sooner instead of growing (env MR_MEMORY_LIMIT, else GOMEMLIMIT); default 48MiB"

// parseMemoryLimit reads a size in bytes: a number with an optional unit
// (B, KiB, MiB, GiB, KB, MB, GB, case-insensitive), or 0/off for none
// (math.MaxInt64, the runtime's own "no limit").
func parseMemoryLimit(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "0" || strings.EqualFold(s, "off") {
		return math.MaxInt64, nil
	}
	units := []struct {
		suffix string
		mult   float64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"kb", 1e3}, {"mb", 1e6}, {"gb", 1e9}, {"b", 1}}
	num, mult := strings.ToLower(s), 1.0
	for _, u := range units {
		if strings.HasSuffix(num, u.suffix) {
			num, mult = strings.TrimSpace(strings.TrimSuffix(num, u.suffix)), u.mult
			break
		}
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, fmt.Errorf("--memory-limit must be a size such as 64MiB or 0 (off), got %q", s)
	}
	bytes := v * mult
	if bytes < 16<<20 {
		return 0, errors.New("--memory-limit below 16MiB would keep the collector running all the time; use 0 for no limit")
	}
	return int64(math.Min(bytes, math.MaxInt64)), nil
}

// applyMemoryLimit sets the runtime's soft limit: the configured one, else
// the default unless GOMEMLIMIT (which the runtime has read already) is set.
func applyMemoryLimit(limit int64, getenv func(string) string) {
	switch {
	case limit != 0:
		debug.SetMemoryLimit(limit)
	case strings.TrimSpace(getenv("GOMEMLIMIT")) == "":
		debug.SetMemoryLimit(DefaultMemoryLimit)
	}
}
