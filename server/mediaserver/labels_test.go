package mediaserver

import "testing"

func TestLabels(t *testing.T) {
	for _, c := range []struct {
		w, h int
		want string
	}{{3840, 2160, "2160p"}, {3840, 1600, "2160p"}, {1920, 1080, "1080p"}, {1920, 800, "1080p"}, {1280, 720, "720p"},
		{1280, 534, "720p"}, {720, 576, "576p"}, {720, 480, "480p"}, {0, 0, ""}} {
		if got := resolutionLabel(c.w, c.h); got != c.want {
			t.Errorf("%dx%d: %q, want %q", c.w, c.h, got, c.want)
		}
	}
	for in, want := range map[string]string{"hevc": "H.265", "h264": "H.264", "av1": "AV1", "vc1": "VC-1",
		"mpeg2video": "MPEG-2", "vp9": "VP9", "": ""} {
		if got := codecLabel(in); got != want {
			t.Errorf("codec %q: %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"4k": "2160p", "1080": "1080p", "sd": "480p", "weird": ""} {
		if got := plexResolution(in, 0, 0); got != want {
			t.Errorf("plex %q: %q, want %q", in, got, want)
		}
	}
}
