package release

// moreKindCases continue kindCases (same format), one block per kind
// fixed after the first tables.
var moreKindCases = []struct{ name, subject, want string }{
	// A leading episode number: skipped in the title, read as the episode.
	{"03-Criminal.Minds.avi", "", "en=Criminal Minds | e=3-3"},
	{"[DeadFish] 12 - Tari Tari [BD][720p][AAC].mp4", "", "en=Tari Tari | e=12-12 | group=DeadFish"},
	{"[NoobSubs] 06 Sword Art Online II (720p 8bit AAC).mp4", "", "en=Sword Art Online II | e=6-6"},
	{"003-004. Show Name - Ep Name.avi", "", "en=Show Name | e=3-4"},
	{"12.Monkeys.1995.1080p.BluRay.x264-GRP", "", "en=12 Monkeys | year=1995 | !e=12-12"},
}
