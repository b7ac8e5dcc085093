package mediaserver

import "strings"

// codecLabel names a video codec as the release parser does.
func codecLabel(codec string) string {
	switch c := strings.ToLower(codec); c {
	case "hevc", "h265", "h.265", "x265":
		return "H.265"
	case "h264", "avc", "h.264", "x264":
		return "H.264"
	case "av1":
		return "AV1"
	case "vc1", "vc-1":
		return "VC-1"
	case "mpeg2video", "mpeg2":
		return "MPEG-2"
	case "":
		return ""
	default:
		return strings.ToUpper(c)
	}
}

// resolutionLabel reads a frame size the way release names do: by width
// first, since films are letterboxed (1920×800 is 1080p).
func resolutionLabel(width, height int) string {
	switch {
	case width == 0 && height == 0:
		return ""
	case width >= 3200 || height >= 1800:
		return "2160p"
	case width >= 1800 || height >= 1000:
		return "1080p"
	case width >= 1200 || height >= 700:
		return "720p"
	case height > 480:
		return "576p"
	}
	return "480p"
}

// plexResolution reads Plex's videoResolution ("4k", "1080", "sd").
func plexResolution(v string, width, height int) string {
	if width > 0 || height > 0 {
		return resolutionLabel(width, height)
	}
	switch strings.ToLower(v) {
	case "4k":
		return "2160p"
	case "1080", "720", "576", "480":
		return v + "p"
	case "sd":
		return "480p"
	}
	return ""
}

func containerLabel(c string) string { return strings.ToUpper(c) }

// emptyStreams makes the lists [] rather than null in JSON.
func emptyStreams() Streams {
	return Streams{AudioStreams: []Stream{}, SubtitleStreams: []Stream{}}
}
