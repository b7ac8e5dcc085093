package release

import "strings"

// techWords are words a group may follow without a '-' ("x264 KCRT",
// "DTS WiKi", "Japanese Tigole)") and that are never a group themselves.
var techWords = func() map[string]bool {
	set := map[string]bool{}
	for _, list := range []words{wRes, wRes4K, wRemux, wWebDL, wWebRip, wWeb, wHDTV, wDVD, wHDRip, wH265, wH264,
		wAV1, wVC1, wMPEG2, wDV, wHLG, wTrueHD, wAtmos, wDTS, wDDP, wAC3, wAAC, wFLAC, wLPCM, wOpus, wEdition, wBDRips, wTVRips, wFHD} {
		for _, lit := range list.list {
			set[lit] = true
		}
	}
	for _, lit := range strings.Fields(`bluray blu-ray bd bdrip brrip hdr hdr10 sdr dxva hevc10 hi10p dd dd5 ddp5 aac2
		eac3 dtshd dts-hd ma mp3 xvid divx mkv mp4 avi web-dl webdl dl hdlight mhd 264 265 japanese english french
		german italian spanish multi dual audio subs vostfr ita eng hindi dubbed sub dub ukr vp9 vp7 hq bit releaser dlrip
		prooffix proof upscaled wmv preair hun esub esubs truefrench cz hebsubs mp2 mp3 ac3d internal repack
		dublado legendas subtitulado español espanol reencoded reenc`) {
		set[lit] = true
	}
	return set
}()

func techWord(w string) bool { return techWords[w] || (len(w) == 1 && allDigits(w)) }

// techBefore: the last word of s is a technical one, or s ends with a
// bracket that holds one ("[MKV,AC3,5.1].Ehhhh", "(… RZeroX) QxR").
func techBefore(s string) bool {
	s = strings.TrimRight(s, " ")
	if n := len(s); n > 0 && (s[n-1] == ']' || s[n-1] == ')') {
		open := strings.LastIndexAny(s, "[(")
		if open < 0 {
			return false
		}
		for _, w := range strings.FieldsFunc(s[open+1:n-1], func(r rune) bool { return r == ' ' || r == ',' || r == '+' || r == '-' }) {
			if techWords[w] {
				return true
			}
		}
		return false
	}
	return techWord(s[strings.LastIndexAny(s, " -(]")+1:])
}
