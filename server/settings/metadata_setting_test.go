package settings

import "testing"

func TestMetadataSettingInputs(t *testing.T) {
	if c, err := (DoubanInput{" bid=1 "}).Validate(); err != nil || c != "bid=1" {
		t.Fatalf("douban %q %v", c, err)
	}
	if _, err := (DoubanInput{""}).Validate(); msgOf(err) != "Cookie不能为空" {
		t.Fatalf("empty cookie %v", err)
	}
	k, err := TMDBInput{APIKey: " k ", Proxies: "http://p:1"}.Validate()
	if err != nil || k != (SiteKey{"k", "http://p:1"}) {
		t.Fatalf("tmdb %+v %v", k, err)
	}
	if _, err := (FanartInput{}).Validate(); msgOf(err) != "FanArt API密钥不能为空" {
		t.Fatalf("fanart %v", err)
	}
	var m MetadataSetting
	m.SetDouban("c")
	m.SetTMDB(SiteKey{"t", "p1"})
	m.SetFanart(SiteKey{"f", "p2"})
	if m != (MetadataSetting{"t", "f", "p1", "p2", "c", MetadataHosts{}}) {
		t.Fatalf("setters %+v", m)
	}
	m.Apply(MovieMetadata{TMDBAPIKey: "T", FanartAPIKey: "F", Proxies: "P"})
	if m != (MetadataSetting{"T", "F", "P", "P", "c", MetadataHosts{}}) || m.Legacy() != (MovieMetadata{"T", "F", "P"}) {
		t.Fatalf("legacy %+v", m)
	}
}
