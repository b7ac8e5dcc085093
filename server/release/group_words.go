package release

// Words that end a name after the group without being it. Lower case.
var (
	// Indexers' and reposters' suffixes: "-NTb-xpost", "-xHD-NZBgeek".
	repostSuffixes = map[string]bool{"xpost": true, "postbot": true, "obfuscated": true, "scrambled": true,
		"sample": true, "rp": true, "nzbgeek": true, "whiterev": true, "buymore": true, "asrequested": true,
		"alternativetorequested": true, "gerov": true, "z0ids3n": true, "4p": true, "4planet": true,
		"chamele0n": true, "altezachen": true, "repackpost": true, "pre": true, "1": true}
	// Words after the group that mark a part of a release ("-rovers.proof").
	sampleSuffixes = map[string]bool{"sample": true, "proof": true}
	// Prefixes of reposters with many spellings ("Rakuv02", "RakuvUS").
	repostPrefixes = []string{"rakuv"}
	// Site tags in a trailing bracket: "[eztv]", "[rarbg]", "-[rarbg.com]".
	siteTags = map[string]bool{"eztv": true, "ettv": true, "rartv": true, "rarbg": true, "publichd": true,
		"eztv re": true, "vtv": true, "1337x": true, "rarbg com": true, "ettv com": true, "turkseed": true, "glodls": true}
	// Languages written after the group ("-SKGTV English").
	// Words after a dashed group saying what the audio and subtitles are
	// ("-Belex.-.Dual.Audio.-.Dublado", "+.Legendas").
	trailingAudio = map[string]bool{"dual": true, "audio": true, "dublado": true, "legendas": true, "subtitulado": true,
		"+": true}
	// Collectives an encoder releases under, in the trailing bracket:
	// "-TheSickle[TAoE]", "-Qman[UTR]" are TAoE's and UTR's.
	collectives       = map[string]bool{"taoe": true, "utr": true, "qxr": true}
	trailingLanguages = map[string]bool{"english": true, "french": true, "german": true, "multi": true, "vostfr": true,
		"eng": true, "hebsubs": true}
	// Groups whose name has a '-' or spaces ("-Lilith-Raws", "-D-Z0N3").
	multiPartGroups = []string{"lilith-raws", "erai-raws", "ohys-raws", "leopard-raws", "d-z0n3", "fight-bb",
		"e n d", "d z0n3", "ben the men", "anime-koi", "mystic z-team", "nc-raws", "sweetsub-raws"}
)
