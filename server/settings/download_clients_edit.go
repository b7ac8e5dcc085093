package settings

import "slices"

var downloadClients = namedList[DownloadClientEntry]{
	what:       "下载工具",
	name:       func(e DownloadClientEntry) string { return e.Name },
	primary:    func(e DownloadClientEntry) bool { return e.IsDefault },
	setPrimary: func(e *DownloadClientEntry, v bool) { e.IsDefault = v },
}

// PutDownloadClient adds e (oldName "") or replaces the entry named
// oldName, keeping exactly one default.
func PutDownloadClient(list []DownloadClientEntry, oldName string, e DownloadClientEntry) ([]DownloadClientEntry, error) {
	return downloadClients.put(list, oldName, e)
}

// DeleteDownloadClient removes the entry named name.
func DeleteDownloadClient(list []DownloadClientEntry, name string) ([]DownloadClientEntry, error) {
	return downloadClients.delete(list, name)
}

// DefaultDownloadClient is the default entry, if the list has any entry.
func DefaultDownloadClient(list []DownloadClientEntry) (DownloadClientEntry, bool) {
	if at := downloadClients.primaryIndex(list); at >= 0 {
		return list[at], true
	}
	return DownloadClientEntry{}, false
}

// ApplyLegacyDownloadClient stores the wizard's single form into the
// default entry (or a new default named 默认); it returns the list and the
// name of the entry written. Sites and name stay as they were.
func ApplyLegacyDownloadClient(list []DownloadClientEntry, rec DownloadClient) ([]DownloadClientEntry, string) {
	list = slices.Clone(list)
	at := downloadClients.legacyTarget(list)
	if at < 0 {
		list = append(list, DownloadClientEntry{Name: DefaultEntryName})
		at = len(list) - 1
	}
	e := &list[at]
	e.Type, e.URL, e.Username, e.NeedLogin, e.MonitorAllTorrents = rec.Type, rec.URL, rec.Username, rec.NeedLogin, rec.MonitorAllTorrents
	e.Password, e.Secret = rec.Password, ""
	if rec.Type == "aria2" {
		e.Password, e.Secret = "", rec.Password
	}
	e.IsDefault = true
	return downloadClients.withOnePrimary(list, at), e.Name
}
