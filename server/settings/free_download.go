package settings

// FreeDownload is the /config/free-download form (流量管理).
type FreeDownload struct {
	Enable              bool   `json:"enable"`
	SavePath            string `json:"save_path"`
	AvailableSpace      int    `json:"available_space"`       // GB
	AvgStatisticsPeriod int    `json:"avg_statistics_period"` // minutes
	UploadMbpsMaximum   int    `json:"upload_mbps_maximum"`   // Mbps
	// AcceptHR lets traffic management add free torrents the site marks
	// H&R (their minimum ratio is then seeded before removal); off, they
	// are skipped. An addition to the contract's form, on both screens.
	AcceptHR bool `json:"accept_hr"`
}

// FreeDownloadSetting is the stored record, shared by the /config form
// (FreeDownload) and the settings page, which adds the torrent limit.
type FreeDownloadSetting struct {
	FreeDownload
	MaximumActiveTorrent int `json:"maximum_active_torrent"` // 0 = unlimited
}

// FreeDownloadSection is stored under "config.free_download"; the defaults
// are the form's (screens.md /config/free-download).
var FreeDownloadSection = Section[FreeDownloadSetting]{Key: "config.free_download", Default: func() FreeDownloadSetting {
	return FreeDownloadSetting{FreeDownload: FreeDownload{SavePath: "/downloads", AvailableSpace: 1024, AvgStatisticsPeriod: 10, UploadMbpsMaximum: 30}}
}}

// Legacy is the record as the /config form shows it.
func (f FreeDownloadSetting) Legacy() FreeDownload { return f.FreeDownload }

// Apply writes the /config form into the record, keeping the limit.
func (f *FreeDownloadSetting) Apply(v FreeDownload) { f.FreeDownload = v }

// FreeDownloadInput is the body of save_free_download.
type FreeDownloadInput struct {
	Enable              bool   `json:"enable"`
	SavePath            string `json:"save_path"`
	AvailableSpace      Int    `json:"available_space"`
	AvgStatisticsPeriod Int    `json:"avg_statistics_period"`
	UploadMbpsMaximum   Int    `json:"upload_mbps_maximum"`
	AcceptHR            bool   `json:"accept_hr"`
}

// maxCount bounds the numeric fields so they fit any int comfortably.
const maxCount = 1_000_000_000

// Validate checks the form and returns the record to store.
func (in FreeDownloadInput) Validate() (FreeDownload, error) {
	out := FreeDownload{Enable: in.Enable, AcceptHR: in.AcceptHR}
	var err error
	if out.SavePath, err = checkText("下载保存路径", in.SavePath, true, maxPathLen); err != nil {
		return out, err
	}
	var ok bool
	if out.AvailableSpace, ok = in.AvailableSpace.In(50, maxCount); !ok {
		return out, invalid("磁盘可用空间必须是不小于50的整数")
	}
	if out.AvgStatisticsPeriod, ok = in.AvgStatisticsPeriod.In(1, maxCount); !ok {
		return out, invalid("下载数据统计周期必须是不小于1的整数")
	}
	if out.UploadMbpsMaximum, ok = in.UploadMbpsMaximum.In(1, maxCount); !ok {
		return out, invalid("最大上传速率必须是不小于1的整数")
	}
	return out, nil
}
