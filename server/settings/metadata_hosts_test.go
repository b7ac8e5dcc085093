package settings

import "testing"

// A LAN mirror given with --metadata-hosts applies to every address the
// user did not set, including the public hosts an older wizard stored;
// an address the user did set stays theirs.
func TestTheFlagsHostsApplyUntilTheUserSetsOne(t *testing.T) {
	mirror := MetadataHosts{TMDBAPIBase: "http://mirror/3", TMDBImageBase: "http://mirror/t/p",
		DoubanRexxarBase: "http://mirror/rexxar", DoubanFrodoBase: "http://mirror/frodo"}
	UseDefaultMetadataHosts(mirror)
	defer UseDefaultMetadataHosts(MetadataHosts{DefaultTMDBAPIBase, DefaultTMDBImageBase, DefaultDoubanRexxarBase, DefaultDoubanFrodoBase})
	stored := MetadataHosts{DefaultTMDBAPIBase, DefaultTMDBImageBase + "/", DefaultDoubanRexxarBase, "http://mine/frodo"}
	got := stored.WithDefaults()
	want := MetadataHosts{"http://mirror/3", "http://mirror/t/p", "http://mirror/rexxar", "http://mine/frodo"}
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
