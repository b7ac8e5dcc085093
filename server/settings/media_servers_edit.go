package settings

import "slices"

var mediaServers = namedList[MediaServerEntry]{
	what:       "媒体服务器",
	name:       func(e MediaServerEntry) string { return e.Name },
	primary:    func(e MediaServerEntry) bool { return e.MasterServer },
	setPrimary: func(e *MediaServerEntry, v bool) { e.MasterServer = v },
}

// PutMediaServer adds e (oldName "") or replaces the entry named oldName,
// keeping exactly one master.
func PutMediaServer(list []MediaServerEntry, oldName string, e MediaServerEntry) ([]MediaServerEntry, error) {
	return mediaServers.put(list, oldName, e)
}

// DeleteMediaServer removes the entry named name.
func DeleteMediaServer(list []MediaServerEntry, name string) ([]MediaServerEntry, error) {
	return mediaServers.delete(list, name)
}

// MasterMediaServer is the master entry, if the list has any entry.
func MasterMediaServer(list []MediaServerEntry) (MediaServerEntry, bool) {
	if at := mediaServers.primaryIndex(list); at >= 0 {
		return list[at], true
	}
	return MediaServerEntry{}, false
}

// ApplyLegacyMediaServer stores the wizard's single form into the master
// entry, or into a new master named 默认 on an empty list; it returns the
// list and the name of the entry written.
func ApplyLegacyMediaServer(list []MediaServerEntry, rec MediaServer) ([]MediaServerEntry, string) {
	list = slices.Clone(list)
	at := mediaServers.legacyTarget(list)
	if at < 0 {
		list = append(list, MediaServerEntry{Name: DefaultEntryName, RefreshMediaServer: true})
		at = len(list) - 1
	}
	list[at].Type, list[at].URL, list[at].Token = rec.Type, rec.URL, rec.Token
	list[at].MasterServer = true
	return mediaServers.withOnePrimary(list, at), list[at].Name
}
