package metadata

import (
	"encoding/json"
	"testing"
)

// The actors of a frodo subject (/api/v2/movie/20276229, 007：无暇赴死),
// fields as frodo sends them.
const frodoActors = `{"id":"20276229","title":"007：无暇赴死","type":"movie","actors":[
 {"name":"丹尼尔·克雷格","roles":["演员","制片人"],"title":"丹尼尔·克雷格（同名）英国,英格兰,柴郡,切斯特演员",
  "url":"https://movie.douban.com/celebrity/1025169/","user":null,"character":"饰 詹姆斯·邦德 James Bond",
  "uri":"douban://douban.com/celebrity/1025169?subject_id=20276229","cover_url":"https://img1.doubanio.com/view/celebrity/raw/public/p42618.jpg",
  "id":"1025169","simple_character":"詹姆斯·邦德","avatar":{"large":"https://img1.doubanio.com/view/celebrity/l/public/p42618.jpg",
  "normal":"https://img1.doubanio.com/view/celebrity/m/public/p42618.jpg"},"sharing_url":"https://www.douban.com/doubanapp/dispatch?uri=/celebrity/1025169/",
  "type":"celebrity","latin_name":"Daniel Craig","abstract":""},
 {"name":"无名演员","roles":["演员"],"character":"","id":"1","avatar":null,"type":"celebrity","latin_name":""}]}`

func TestDoubanCastShowsTheCharacterPlayed(t *testing.T) {
	var d DoubanSubject
	if err := json.Unmarshal([]byte(frodoActors), &d); err != nil {
		t.Fatal(err)
	}
	cast := doubanCast(d)
	if len(cast) != 2 || cast[0].Name != "丹尼尔·克雷格" || cast[0].Character != "饰 詹姆斯·邦德 James Bond" ||
		cast[0].ProfileURL == "" || cast[1].Character != "" {
		t.Fatalf("%+v", cast)
	}
	// TMDB's cast keeps its photos and order, with Douban's Chinese part.
	tmdb := []CastMember{{Name: "丹尼尔·克雷格", Character: "James Bond", ProfileURL: "t"}, {Name: "拉米·马雷克", Character: "Safin"}}
	got := withDoubanCharacters(tmdb, cast)
	if got[0] != (CastMember{Name: "丹尼尔·克雷格", Character: "饰 詹姆斯·邦德 James Bond", ProfileURL: "t"}) || got[1] != tmdb[1] {
		t.Fatalf("%+v", got)
	}
}
