package release

import "strings"

// scanVideo reads resolution, source, codec and HDR.
func (p *parsed) scanVideo() {
	o := &p.out
	if i, lit := wRes.index(p.low); i >= 0 {
		p.marks = append(p.marks, i)
		o.Resolution = lit[:len(lit)-1] + "p"
		switch lit {
		case "1080i":
			o.Resolution = "1080i"
		case "960p", "1440p":
			// Between the tiers the filters show: filed under the one
			// below, as Sonarr files them (960p is 720p, 1440p 1080p).
			o.Resolution = map[string]string{"960p": "720p", "1440p": "1080p"}[lit]
		}
	} else if m := p.find(reWxH); m != nil {
		o.Resolution = p.sub(m, 1) + "p"
	} else if p.word(wFHD) {
		o.Resolution = "1080p"
	} else if p.word(wRes4K) {
		o.Resolution = "2160p"
	} else if m := p.find(reBareRes); m != nil {
		o.Resolution = p.sub(m, 1) + "p" // "720.HDTV", "[1080.Hi10p]"
	} else {
		p.find(reAnyWxH)
	}
	o.Source = p.source()
	p.word(wLabels) // before scanGroup: "XviD-MrGrey"
	switch {
	case p.word(wH265):
		o.Codec = "H.265"
	case p.word(wH264):
		o.Codec = "H.264"
	case p.word(wAV1):
		o.Codec = "AV1"
	case p.word(wVC1):
		o.Codec = "VC-1"
	case p.word(wMPEG2):
		o.Codec = "MPEG-2"
	}
	var hdr10, hdr10p bool
	for _, m := range p.findAll(reHDR) {
		p.marks = append(p.marks, m[0])
		if strings.HasPrefix(p.low[m[1]:], " vivid") {
			continue // China's HDR Vivid, none of HDRs()
		}
		if m[2] < m[3] {
			hdr10p = true
		} else {
			hdr10 = true
		}
	}
	add := func(ok bool, v string) {
		if ok {
			o.HDR = append(o.HDR, v)
		}
	}
	add(hdr10, "HDR10")
	add(hdr10p, "HDR10+")
	add(p.word(wDV), "DV")
	add(p.word(wHLG), "HLG")
}

// source picks the one source label: a remux beats the disc it came from,
// a UHD disc is told apart from a Blu-ray by "UHD" or 2160p.
func (p *parsed) source() string {
	remux, uhd := p.word(wRemux), p.word(wUHD) || strings.Contains(p.low, "uhdbdrip")
	bluray := (p.has(reBluRay) && !strings.HasSuffix(p.low, "-bd")) || p.word(wBDRips) || // "H.264-BD" is a group
		p.word(wHDDVD) || p.discFile
	switch {
	case remux:
		return "Remux"
	case bluray && (uhd || p.out.Resolution == "2160p"):
		return "UHD BluRay"
	case bluray:
		return "BluRay"
	case p.word(wWebDL):
		return "WEB-DL"
	case p.word(wWebRip):
		return "WEBRip"
	case p.word(wHDTV) || p.word(wTVRips):
		return "HDTV"
	case p.word(wHDRip):
		return "HDRip"
	case p.word(wDVD):
		return "DVD"
	case wWeb.in(p.low):
		// A bare "WEB" may be a title word (Charlotte's Web): it names the
		// source but does not end the title.
		return "WEB-DL"
	}
	if i, _ := wDVDHints.index(p.low); i > 0 {
		return "DVD" // not marked: "Pal Joey" is a title
	}
	if p.discFile {
		return "BluRay" // a disc's .m2ts stream that names no source
	}
	return ""
}

// scanAudio reads the audio formats, Chinese subtitles and 特效.
func (p *parsed) scanAudio() {
	o := &p.out
	hdma, dtsx := p.word(wDTSHDMA), p.word(wDTSX)
	// In the order of audios (an array, not a map: this runs per row).
	found := [...]bool{p.word(wTrueHD), p.word(wAtmos), hdma, dtsx, p.word(wDTS) && !hdma && !dtsx,
		p.word(wDDP), p.word(wAC3) || p.dd(), p.word(wAAC), p.word(wFLAC), p.word(wLPCM), p.word(wOpus), false, false}
	if !p.ascii {
		found[11] = p.has(reMandarin)
		found[12] = p.has(reCantonese)
		o.Special = p.has(reSpecial)
		o.ChineseSubs = found[11]
	}
	o.ChineseSubs = p.has(reCNSubs) || o.ChineseSubs || (!p.subject && p.has(reGB))
	for i, a := range audios {
		if found[i] {
			o.Audio = append(o.Audio, a)
		}
	}
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
