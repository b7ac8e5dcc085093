package metadata

// doubanCast is a subject's actors with the part each plays (frodo's
// "character", shown as written: "饰 詹姆斯·邦德"); a job such as 演员 is
// not a part, so an actor without one shows none.
func doubanCast(d DoubanSubject) []CastMember {
	out := []CastMember{}
	for _, a := range d.Actors {
		m := CastMember{Name: a.Name, Character: a.Character}
		if a.Avatar != nil {
			m.ProfileURL = ProxiedImage(a.Avatar.Large)
		}
		out = append(out, m)
	}
	return out
}

// withDoubanCharacters keeps TMDB's cast (every photo, its order) with the
// Chinese part Douban gives a person of the same name.
func withDoubanCharacters(tmdb, douban []CastMember) []CastMember {
	parts := map[string]string{}
	for _, m := range douban {
		if m.Character != "" {
			parts[m.Name] = m.Character
		}
	}
	out := make([]CastMember, len(tmdb))
	for i, m := range tmdb {
		if p, ok := parts[m.Name]; ok {
			m.Character = p
		}
		out[i] = m
	}
	return out
}
