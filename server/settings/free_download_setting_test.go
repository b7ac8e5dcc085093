package settings

import "testing"

func TestFreeDownloadSettingValidate(t *testing.T) {
	base := `"enable":true,"save_path":"/d","available_space":50,"avg_statistics_period":1,"upload_mbps_maximum":1`
	got, err := decodeInput[FreeDownloadSettingInput](t, `{`+base+`,"maximum_active_torrent":"5"}`).Validate()
	if err != nil || got.MaximumActiveTorrent != 5 || got.SavePath != "/d" {
		t.Fatalf("valid: %+v %v", got, err)
	}
	for _, limit := range []string{`-1`, `1.5`, `"x"`, `null`} {
		if _, err := decodeInput[FreeDownloadSettingInput](t, `{`+base+`,"maximum_active_torrent":`+limit+`}`).Validate(); msgOf(err) != "最大活跃刷流种子数必须是不小于0的整数" {
			t.Errorf("%s: %v", limit, err)
		}
	}
	f := FreeDownloadSetting{MaximumActiveTorrent: 3}
	f.Apply(FreeDownload{SavePath: "/x"})
	if f.MaximumActiveTorrent != 3 || f.Legacy().SavePath != "/x" {
		t.Fatalf("legacy apply %+v", f)
	}
}
