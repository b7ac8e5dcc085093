package standin

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"strings"
)

// mediaTitle is one film or show the TMDB and Douban stand-ins both know,
// with its real ids on each site, so the Douban → TMDB mapping can be
// tested across the two.
type mediaTitle struct {
	douban, imdb string
	tmdb         int
	tv           bool
	cn, orig     string
	year         int
	rating       float64
	genres       []string
	overview     string
	seasons, eps int // shows: number of seasons, episodes per season
	runtime      int
	cast         [][2]string // name, character
	// tmdbCast are TMDB's (English) names of the cast where they differ from
	// Douban's Chinese ones, with a Japanese spelling: both are then among
	// the person's also_known_as (the Japanese one first), as on TMDB.
	tmdbCast    [][2]string
	director    [2]string // TMDB's name, the Chinese one (TMDB's crew; "": none listed)
	comment     string
	laterSeason bool // a Douban subject of season 2+ (TMDB lists the show once)
}

// tmdbCatalogue is the catalogue as TMDB sees it: one entry per show.
func tmdbCatalogue() []mediaTitle {
	var out []mediaTitle
	for _, m := range catalogue {
		if !m.laterSeason {
			out = append(out, m)
		}
	}
	return out
}

// catalogue is the stand-ins' shared data (deterministic, real titles).
var catalogue = []mediaTitle{
	{douban: "1292052", imdb: "tt0111161", tmdb: 278, cn: "肖申克的救赎", orig: "The Shawshank Redemption", year: 1994, rating: 9.7,
		genres: []string{"剧情", "犯罪"}, runtime: 142, overview: "银行家安迪被冤枉谋杀妻子，被判无期徒刑，在肖申克监狱中度过了漫长的岁月。",
		cast: [][2]string{{"蒂姆·罗宾斯", "Andy Dufresne"}, {"摩根·弗里曼", "Ellis Boyd 'Red' Redding"}}, comment: "希望让人自由。"},
	{douban: "1291546", imdb: "tt0106332", tmdb: 10997, cn: "霸王别姬", orig: "霸王別姬", year: 1993, rating: 9.6,
		genres: []string{"剧情", "爱情", "同性"}, runtime: 171, overview: "段小楼与程蝶衣是一对打小一起长大的师兄弟，半个世纪的悲欢离合。",
		cast: [][2]string{{"张国荣", "程蝶衣"}, {"张丰毅", "段小楼"}, {"巩俐", "菊仙"}}, comment: "风华绝代。"},
	{douban: "1292720", imdb: "tt0109830", tmdb: 13, cn: "阿甘正传", orig: "Forrest Gump", year: 1994, rating: 9.5,
		genres: []string{"剧情", "爱情"}, runtime: 142, overview: "阿甘于二战结束后不久出生在美国南方阿拉巴马州一个闭塞的小镇。",
		cast: [][2]string{{"汤姆·汉克斯", "Forrest Gump"}, {"罗宾·怀特", "Jenny Curran"}}, comment: "一部美国近现代史。"},
	{douban: "1292722", imdb: "tt0120338", tmdb: 597, cn: "泰坦尼克号", orig: "Titanic", year: 1997, rating: 9.5,
		genres: []string{"剧情", "爱情", "灾难"}, runtime: 194, overview: "1912年4月10日，号称世界工业史上的奇迹的豪华客轮泰坦尼克号开始了自己的处女航。",
		cast: [][2]string{{"莱昂纳多·迪卡普里奥", "Jack Dawson"}, {"凯特·温斯莱特", "Rose DeWitt Bukater"}}, comment: "失去的才是永恒的。"},
	{douban: "1291561", imdb: "tt0245429", tmdb: 129, cn: "千与千寻", orig: "千と千尋の神隠し", year: 2001, rating: 9.4,
		genres: []string{"剧情", "动画", "奇幻"}, runtime: 125, overview: "千寻和爸爸妈妈一同驱车前往新家，在郊外的小路上不慎进入了神秘的隧道。",
		cast: [][2]string{{"柊瑠美", "荻野千寻"}, {"入野自由", "白龙"}}, comment: "最好的宫崎骏。"},
	{douban: "1295644", imdb: "tt0110413", tmdb: 101, cn: "这个杀手不太冷", orig: "Léon", year: 1994, rating: 9.4,
		genres: []string{"剧情", "动作", "犯罪"}, runtime: 110, overview: "里昂是名孤独的职业杀手，受人雇佣。",
		cast: [][2]string{{"让·雷诺", "Léon"}, {"娜塔莉·波特曼", "Mathilda"}}, comment: "怪蜀黍和小萝莉不得不说的故事。"},
	{douban: "1292063", imdb: "tt0118799", tmdb: 637, cn: "美丽人生", orig: "La vita è bella", year: 1997, rating: 9.5,
		genres: []string{"剧情", "喜剧", "爱情"}, runtime: 116, overview: "犹太青年圭多邂逅美丽的女教师多拉。",
		cast: [][2]string{{"罗伯托·贝尼尼", "Guido Orefice"}}, comment: "最美的谎言。"},
	{douban: "1889243", imdb: "tt0816692", tmdb: 157336, cn: "星际穿越", orig: "Interstellar", year: 2014, rating: 9.4,
		genres: []string{"剧情", "科幻", "冒险"}, runtime: 169, overview: "近未来的地球黄沙遍野，小麦、秋葵等基础农作物相继因枯萎病灭绝。",
		cast: [][2]string{{"马修·麦康纳", "Cooper"}, {"安妮·海瑟薇", "Brand"}}, comment: "爱是一种力量。"},
	{douban: "3541415", imdb: "tt1375666", tmdb: 27205, cn: "盗梦空间", orig: "Inception", year: 2010, rating: 9.4,
		genres: []string{"剧情", "科幻", "悬疑"}, runtime: 148, overview: "道姆·柯布与同事阿瑟和纳什在一次针对日本能源大亨齐藤的盗梦行动中失败。",
		cast:     [][2]string{{"莱昂纳多·迪卡普里奥", "Cobb"}, {"约瑟夫·高登-莱维特", "Arthur"}},
		tmdbCast: [][2]string{{"Leonardo DiCaprio", "レオナルド・ディカプリオ"}, {"Joseph Gordon-Levitt", "ジョセフ・ゴードン＝レヴィット"}},
		director: [2]string{"Christopher Nolan", "克里斯托弗·诺兰"}, comment: "诺兰给了我们一场无法盗取的梦。"},
	{douban: "1295124", imdb: "tt0108052", tmdb: 424, cn: "辛德勒的名单", orig: "Schindler's List", year: 1993, rating: 9.5,
		genres: []string{"剧情", "历史", "战争"}, runtime: 195, overview: "1939年，波兰在纳粹德国的统治下，党卫军对犹太人进行了隔离统治。",
		cast: [][2]string{{"连姆·尼森", "Oskar Schindler"}}, comment: "拯救一个人，就是拯救整个世界。"},
	{douban: "1292064", imdb: "tt0120382", tmdb: 37165, cn: "楚门的世界", orig: "The Truman Show", year: 1998, rating: 9.4,
		genres: []string{"剧情", "科幻"}, runtime: 103, overview: "楚门是一个平凡得不能再平凡的人，除了一些有些稀奇的经历之外。",
		cast: [][2]string{{"金·凯瑞", "Truman Burbank"}}, comment: "如果再也不能见到你，祝你早安，午安，晚安。"},
	{douban: "3011091", imdb: "tt1028532", tmdb: 28178, cn: "忠犬八公的故事", orig: "Hachi: A Dog's Tale", year: 2009, rating: 9.4,
		genres: []string{"剧情"}, runtime: 93, overview: "八公是一条谜一样的犬，因为没有人知道它从哪里来。",
		cast: [][2]string{{"理查·基尔", "Parker Wilson"}}, comment: "永远都不能忘记你所爱的人。"},
	{douban: "2995575", imdb: "tt0903747", tmdb: 1396, tv: true, cn: "绝命毒师 第一季", orig: "Breaking Bad Season 1", year: 2008, rating: 9.1,
		genres: []string{"剧情", "犯罪", "惊悚"}, seasons: 5, eps: 7, runtime: 47, overview: "高中化学老师沃尔特·怀特得知自己身患肺癌晚期。",
		cast: [][2]string{{"布莱恩·科兰斯顿", "Walter White"}, {"亚伦·保尔", "Jesse Pinkman"}}},
	{douban: "3016187", imdb: "tt0944947", tmdb: 1399, tv: true, cn: "权力的游戏 第一季", orig: "Game of Thrones Season 1", year: 2011, rating: 9.4,
		genres: []string{"剧情", "奇幻", "冒险"}, seasons: 8, eps: 10, runtime: 55, overview: "七大王国的统治者劳勃·拜拉席恩前往北境临冬城。",
		cast: [][2]string{{"艾米莉亚·克拉克", "Daenerys Targaryen"}, {"基特·哈灵顿", "Jon Snow"}}},
	{douban: "6985770", imdb: "tt0944947", tmdb: 1399, tv: true, cn: "权力的游戏 第二季", orig: "Game of Thrones Season 2", year: 2012, rating: 9.5,
		genres: []string{"剧情", "奇幻", "冒险"}, seasons: 8, eps: 10, runtime: 55, overview: "在维斯特洛大陆上，五王之战开始了。",
		cast: [][2]string{{"艾米莉亚·克拉克", "Daenerys Targaryen"}, {"基特·哈灵顿", "Jon Snow"}}, laterSeason: true},
	{douban: "1393859", imdb: "tt0108778", tmdb: 1668, tv: true, cn: "老友记 第一季", orig: "Friends Season 1", year: 1994, rating: 9.7,
		genres: []string{"喜剧", "爱情"}, seasons: 10, eps: 24, runtime: 22, overview: "六个好朋友在纽约的生活。",
		cast: [][2]string{{"詹妮弗·安妮斯顿", "Rachel Green"}, {"马修·派瑞", "Chandler Bing"}}},
	{douban: "35588177", tmdb: 220542, tv: true, cn: "漫长的季节", orig: "漫长的季节", year: 2023, rating: 9.4,
		genres: []string{"剧情", "悬疑", "犯罪"}, seasons: 1, eps: 12, runtime: 60, overview: "一桩陈年旧案，在十八年后重新被翻开。",
		cast: [][2]string{{"范伟", "王响"}, {"秦昊", "龚彪"}}},
	{douban: "26302614", imdb: "tt5182866", tmdb: 64010, tv: true, cn: "请回答1988", orig: "응답하라 1988", year: 2015, rating: 9.7,
		genres: []string{"剧情", "喜剧", "家庭"}, seasons: 1, eps: 20, runtime: 90, overview: "1988年首尔双门洞五户人家的故事。",
		cast: [][2]string{{"李惠利", "成德善"}, {"朴宝剑", "崔泽"}}},
	{douban: "10440138", imdb: "tt2560140", tmdb: 1429, tv: true, cn: "进击的巨人 第一季", orig: "進撃の巨人 Season 1", year: 2013, rating: 9.6,
		genres: []string{"动画", "奇幻", "动作"}, seasons: 4, eps: 25, runtime: 24, overview: "百年前，人类因巨人的出现而濒临灭绝。",
		cast: [][2]string{{"梶裕贵", "艾伦·耶格尔"}}},
}

// tmdbTitle strips the Douban season suffix: TMDB names the show.
func (m mediaTitle) tmdbTitle() (cn, orig string) {
	cn, orig = m.cn, m.orig
	for _, suf := range []string{" 第一季"} {
		cn = strings.TrimSuffix(cn, suf)
	}
	orig = strings.TrimSuffix(orig, " Season 1")
	return cn, orig
}

// top250 is Douban's Top 250: the real films first, then numbered fillers
// so the list has its full length.
func top250() []mediaTitle {
	var out []mediaTitle
	for _, m := range catalogue {
		if !m.tv {
			out = append(out, m)
		}
	}
	for i := len(out) + 1; len(out) < 250; i++ {
		out = append(out, mediaTitle{douban: fmt.Sprint(30000000 + i), cn: fmt.Sprintf("经典电影 第%d名", i),
			orig: fmt.Sprintf("Classic Film No. %d", i), year: 1950 + i%70, rating: 9.0 - float64(i%10)/10,
			genres: []string{"剧情"}, runtime: 90 + i%60, overview: "豆瓣电影 Top 250 中的一部经典影片。", comment: "值得一看。"})
	}
	return out
}

// titlePNG is a small PNG whose colour depends on name, served for every
// poster, backdrop and photo path.
func titlePNG(name string) []byte {
	h := fnv.New32a()
	h.Write([]byte(name))
	v := h.Sum32()
	img := image.NewRGBA(image.Rect(0, 0, 4, 6))
	c := color.RGBA{uint8(v), uint8(v >> 8), uint8(v >> 16), 255}
	for x := 0; x < 4; x++ {
		for y := 0; y < 6; y++ {
			img.Set(x, y, c)
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

func servePNG(w http.ResponseWriter, name string) {
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "max-age=31536000")
	w.Write(titlePNG(name))
}

// baseURL is the stand-in's own address as the client reached it.
func baseURL(r *http.Request) string { return "http://" + r.Host }
