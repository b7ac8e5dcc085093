package release

import "strings"

// scanVideo reads resolution, source, codec and HDR.
func (p *parsed) scanVideo() {
	o := &p.out
	if m := p.find(reRes); m != nil {
		o.Resolution = p.sub(m, 1) + "p"
		if p.sub(m, 1) == "1080" && p.sub(m, 2) == "i" {
			o.Resolution = "1080i"
		}
	} else if m := p.find(reWxH); m != nil {
		o.Resolution = p.sub(m, 1) + "p"
	} else if p.has(reRes4K) {
		o.Resolution = "2160p"
	}
	o.Source = p.source()
	switch {
	case p.has(reH265):
		o.Codec = "H.265"
	case p.has(reH264):
		o.Codec = "H.264"
	case p.has(reAV1):
		o.Codec = "AV1"
	case p.has(reVC1):
		o.Codec = "VC-1"
	case p.has(reMPEG2):
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
	add(p.has(reDV), "DV")
	add(p.has(reHLG), "HLG")
}

// source picks the one source label: a remux beats the disc it came from,
// a UHD disc is told apart from a Blu-ray by "UHD" or 2160p.
func (p *parsed) source() string {
	remux, bluray, uhd := p.has(reRemux), p.has(reBluRay), p.has(reUHD)
	switch {
	case remux:
		return "Remux"
	case bluray && (uhd || p.out.Resolution == "2160p"):
		return "UHD BluRay"
	case bluray:
		return "BluRay"
	case p.has(reWebDL):
		return "WEB-DL"
	case p.has(reWebRip):
		return "WEBRip"
	case p.has(reHDTV):
		return "HDTV"
	case p.has(reHDRip):
		return "HDRip"
	case p.has(reDVD):
		return "DVD"
	case maybe(reWeb, p.low) && reWeb.MatchString(p.low):
		// A bare "WEB" may be a title word (Charlotte's Web): it names the
		// source but does not end the title.
		return "WEB-DL"
	}
	return ""
}

// scanAudio reads the audio formats, Chinese subtitles and 特效.
func (p *parsed) scanAudio() {
	o := &p.out
	hdma, dtsx := p.has(reDTSHDMA), p.has(reDTSX)
	found := map[string]bool{
		"TrueHD": p.has(reTrueHD), "Atmos": p.has(reAtmos), "DTS-HD MA": hdma, "DTS:X": dtsx,
		"DTS": p.has(reDTS) && !hdma && !dtsx, "DDP": p.has(reDDP), "AC3": p.has(reAC3),
		"AAC": p.has(reAAC), "FLAC": p.has(reFLAC), "LPCM": p.has(reLPCM), "Opus": p.has(reOpus),
	}
	if !p.ascii {
		found["国语"] = p.has(reMandarin)
		found["粤语"] = p.has(reCantonese)
		o.Special = p.has(reSpecial)
		o.ChineseSubs = found["国语"]
	}
	o.ChineseSubs = p.has(reCNSubs) || o.ChineseSubs || (!p.subject && p.has(reGB))
	for _, a := range audios {
		if found[a] {
			o.Audio = append(o.Audio, a)
		}
	}
}

// scanGroup reads the release group at the end: "-CMCT", "-TnP@MTeam"
// (the group before '@', the site's tag after it), "WEB-DL@ADWeb".
func (p *parsed) scanGroup() {
	// The group ends the name: match only its last word.
	from := strings.LastIndexByte(p.low, ' ') + 1
	tail := p.low[from:]
	var m []int
	if maybe(reGroup, tail) {
		m = reGroup.FindStringSubmatchIndex(tail)
	}
	if m != nil {
		for i := range m {
			if m[i] >= 0 {
				m[i] += from
			}
		}
		p.groupAt = m[0]
		g := p.low[m[2]:m[3]]
		if !notGroups[g] && !allDigits(g) {
			p.out.Group = p.text[m[2]:m[3]]
			return
		}
		if m[4] >= 0 {
			p.out.Group = p.text[m[4]:m[5]]
			return
		}
		p.groupAt = len(p.text)
	}
	if !maybe(reAtGroup, tail) {
		return
	}
	if m := reAtGroup.FindStringSubmatchIndex(tail); m != nil {
		p.groupAt = from + m[0]
		p.out.Group = p.text[from+m[2] : from+m[3]]
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
