package settings

import "testing"

// A LAN mirror given with --metadata-hosts applies to every address the
// user did not set, including the public hosts an older wizard stored;
// an address the user did set stays theirs.
func TestTheFlagsHostsApplyUntilTheUserSetsOne(t *testing.T) {
	mirror := MetadataHosts{TMDBAPIBase: "http://mirror/3", TMDBImageBase: "http://mirror/t/p",
		DoubanRexxarBase: "http://mirror/rexxar", DoubanFrodoBase: "http://mirror/frodo",
		FanartAPIBase: "http://mirror/fanart/v3"}
	UseDefaultMetadataHosts(mirror)
	defer UseDefaultMetadataHosts(MetadataHosts{DefaultTMDBAPIBase, DefaultTMDBImageBase, DefaultDoubanRexxarBase, DefaultDoubanFrodoBase,
		DefaultFanartAPIBase})
	stored := MetadataHosts{DefaultTMDBAPIBase, DefaultTMDBImageBase + "/", DefaultDoubanRexxarBase, "http://mine/frodo",
		DefaultFanartAPIBase}
	got := stored.WithDefaults()
	want := MetadataHosts{"http://mirror/3", "http://mirror/t/p", "http://mirror/rexxar", "http://mine/frodo",
		"http://mirror/fanart/v3"}
	if got != want {
		t.Fatalf("WithDefaults = %+v, want %+v", got, want)
	}
	if d := MovieMetadataSection.Default(); d.Hosts != (MetadataHosts{}) {
		t.Errorf("a new record stores addresses: %+v", d.Hosts)
	}
	if v, err := (MetadataHosts{TMDBAPIBase: "http://lan:8080/3/"}).Validate(); err != nil || v != (MetadataHosts{TMDBAPIBase: "http://lan:8080/3"}) {
		t.Errorf("Validate = %+v, %v: the other addresses must stay empty", v, err)
	}
}

// The FanArt address is checked like the others, its error naming it.
func TestFanartAddressIsChecked(t *testing.T) {
	if _, err := (MetadataHosts{FanartAPIBase: "ftp://fanart.lan/v3"}).Validate(); err == nil ||
		err.Error() != "FanArt API地址必须是以http://或https://开头的网址" {
		t.Fatalf("Validate = %v", err)
	}
	v, err := (MetadataHosts{FanartAPIBase: " http://fanart.lan/v3/ "}).Validate()
	if err != nil || v != (MetadataHosts{FanartAPIBase: "http://fanart.lan/v3"}) {
		t.Fatalf("Validate = %+v, %v", v, err)
	}
	if h, err := ParseMetadataHosts("fanart_api_base=http://fanart.lan/v3"); err != nil || h.FanartAPIBase != "http://fanart.lan/v3" {
		t.Fatalf("ParseMetadataHosts = %+v, %v", h, err)
	}
	if got := (MetadataHosts{}).WithDefaults().FanartAPIBase; got != DefaultMetadataHosts().FanartAPIBase {
		t.Fatalf("empty FanArt address = %q", got)
	}
}
