package downloads

import "testing"

// A magnet (no size known) and a title of no known year say so, not "0B".
func TestStartedEventSaysWhatIsUnknown(t *testing.T) {
	ev := StartedEvent(Started{UID: 2, Title: "沙丘2", Site: "hdsky", SiteName: "天空", Name: "Dune", RecordID: 9})
	v := ev.Push.Vars
	if ev.Reason != "天空 · Dune" || ev.Refs.RecordID != 9 || ev.Refs.SiteID != "hdsky" || v["size"] != "未知" || v["year"] != "" || ev.Link != "" {
		t.Fatalf("%+v %v", ev, v)
	}
	if v := StartedEvent(Started{Year: 2024, Size: 2048}).Push.Vars; v["year"] != "2024" || v["size"] != "2.00KB" {
		t.Fatalf("%v", v)
	}
}
