// Package sites holds the catalogue of PT sites Movie Robot knows how to
// talk to (api-contract §2.2 common/sites). A site's id is the code stored
// everywhere else as site_name (download clients' site_id, configured sites).
package sites

// Meta is one catalogue entry: {id, name, domain}.
type Meta struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Domain string `json:"domain"`
}

// catalogue is ordered by name as the screens list it. Domains are the
// sites' public addresses; the UI only shows them, nothing is fetched here.
var catalogue = []Meta{
	{"audiences", "观众", "https://audiences.me/"},
	{"btschool", "BTSCHOOL", "https://pt.btschool.club/"},
	{"chdbits", "彩虹岛", "https://chdbits.co/"},
	{"discfan", "蝶粉", "https://discfan.net/"},
	{"hdarea", "HDArea", "https://www.hdarea.club/"},
	{"hdatmos", "阿童木", "https://hdatmos.club/"},
	{"hdchina", "瓷器", "https://hdchina.org/"},
	{"hddolby", "高清杜比", "https://www.hddolby.com/"},
	{"hdfans", "红豆饭", "https://hdfans.org/"},
	{"hdhome", "家园", "https://hdhome.org/"},
	{"hdsky", "天空", "https://hdsky.me/"},
	{"hdtime", "HDTime", "https://hdtime.org/"},
	{"hdzone", "HDZone", "https://hdzone.me/"},
	{"keepfrds", "朋友", "https://pt.keepfrds.com/"},
	{"lemonhd", "柠檬", "https://lemonhd.org/"},
	{"mteam", "馒头", "https://kp.m-team.cc/"},
	{"nicept", "老师", "https://www.nicept.net/"},
	{"ourbits", "我堡", "https://ourbits.club/"},
	{"pterclub", "猫站", "https://pterclub.com/"},
	{"pthome", "铂金家", "https://pthome.net/"},
	{"ptsbao", "烧包", "https://ptsbao.club/"},
	{"soulvoice", "聆音", "https://pt.soulvoice.club/"},
	{"springsunday", "春天", "https://springsunday.net/"},
	{"tjupt", "北洋园", "https://www.tjupt.org/"},
	{"totheglory", "听听歌", "https://totheglory.im/"},
}

// Catalogue returns a copy, so a caller cannot change what others see.
func Catalogue() []Meta {
	return append([]Meta(nil), catalogue...)
}

// Title is the catalogue's name of a site code, the code itself for a
// site the catalogue does not list, and 未知 for none ("" or unknown).
func Title(code string) string {
	if code == "" || code == "unknown" {
		return "未知"
	}
	for _, m := range catalogue {
		if m.ID == code {
			return m.Name
		}
	}
	return code
}

// Known reports whether id is a catalogue site.
func Known(id string) bool {
	for _, m := range catalogue {
		if m.ID == id {
			return true
		}
	}
	return false
}
