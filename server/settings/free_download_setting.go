package settings

// FreeDownloadSettingInput is the body of setting/save_free_download.
type FreeDownloadSettingInput struct {
	FreeDownloadInput
	MaximumActiveTorrent Int `json:"maximum_active_torrent"`
}

// Validate checks the form and returns the record to store.
func (in FreeDownloadSettingInput) Validate() (FreeDownloadSetting, error) {
	base, err := in.FreeDownloadInput.Validate()
	if err != nil {
		return FreeDownloadSetting{}, err
	}
	limit, ok := in.MaximumActiveTorrent.In(0, maxCount)
	if !ok {
		return FreeDownloadSetting{}, invalid("最大活跃刷流种子数必须是不小于0的整数")
	}
	return FreeDownloadSetting{FreeDownload: base, MaximumActiveTorrent: limit}, nil
}
