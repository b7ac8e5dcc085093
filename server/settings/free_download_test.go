package settings

import "testing"

func TestFreeDownloadValidate(t *testing.T) {
	body := `{"enable":true,"save_path":" /dl ","available_space":"50","avg_statistics_period":1,"upload_mbps_maximum":100,"accept_hr":true}`
	got, err := decodeInput[FreeDownloadInput](t, body).Validate()
	if err != nil || got != (FreeDownload{true, "/dl", 50, 1, 100, true}) {
		t.Fatalf("valid: %+v %v", got, err)
	}
	base := `"enable":false,"save_path":"/dl","available_space":1024,"avg_statistics_period":10,"upload_mbps_maximum":30`
	for body, want := range map[string]string{
		`{"enable":false,"save_path":"","available_space":1024,"avg_statistics_period":10,"upload_mbps_maximum":30}`: "下载保存路径不能为空",
		`{` + base + `,"available_space":49}`:      "磁盘可用空间必须是不小于50的整数",
		`{` + base + `,"available_space":"x"}`:     "磁盘可用空间必须是不小于50的整数",
		`{` + base + `,"avg_statistics_period":0}`: "下载数据统计周期必须是不小于1的整数",
		`{` + base + `,"upload_mbps_maximum":0.5}`: "最大上传速率必须是不小于1的整数",
		`{"enable":true,"save_path":"/dl"}`:        "磁盘可用空间必须是不小于50的整数",
	} {
		if _, err := decodeInput[FreeDownloadInput](t, body).Validate(); msgOf(err) != want {
			t.Errorf("%s: got %q, want %q", body, msgOf(err), want)
		}
	}
	if d := FreeDownloadSection.Default(); d != (FreeDownloadSetting{FreeDownload{false, "/downloads", 1024, 10, 30, false}, 0}) {
		t.Fatalf("default %+v", d)
	}
}
