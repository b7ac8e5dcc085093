package api

import (
	"testing"
)

func TestRankingSubscriptionEndpoints(t *testing.T) {
	e := newMetaEnv(t)
	var kicked []string
	e.srv.Tasks = kickFunc(func(job string) { kicked = append(kicked, job) })
	var list []struct {
		DataKey    string  `json:"data_key"`
		Name       string  `json:"name"`
		Rating     float64 `json:"rating"`
		FilterName string  `json:"filter_name"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_dataset_list?data_type=Trending", "", e.admin), &list)
	if len(list) != 0 {
		t.Fatalf("%+v", list)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/sub_dataset", `{"data_type":"Trending","data_key":"x"}`, e.admin),
		"未知的榜单：x")
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/sub_dataset",
		`{"data_type":"Trending","data_key":"tv_korean","rating":12}`, e.admin), "最低分数必须在0到10之间")
	if len(kicked) != 0 {
		t.Fatal("a refused subscription kicked the job")
	}
	r := call(t, e.srv, "POST", "/api/subscribe/sub_dataset",
		`{"name":"韩剧","data_type":"Trending","data_key":"tv_korean","rating":9.1,"filter_name":"system:autoSelectFilter"}`, e.admin)
	wantOK(t, r, nil)
	if r.env.Message != "已订阅榜单韩剧，评分不低于9.1的影视会自动订阅" || len(kicked) != 1 || kicked[0] != "ranking_subs" {
		t.Fatal(r.env.Message, kicked)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_dataset_list?data_type=Trending", "", e.admin), &list)
	if len(list) != 1 || list[0].DataKey != "tv_korean" || list[0].Rating != 9.1 || list[0].FilterName != "system:autoSelectFilter" {
		t.Fatalf("%+v", list)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/subscribe/delete_sub_dataset", `{"data_type":"Trending","data_key":"tv_domestic"}`, e.admin),
		"没有订阅这个榜单")
	r = call(t, e.srv, "POST", "/api/subscribe/delete_sub_dataset", `{"data_type":"Trending","data_key":"tv_korean"}`, e.admin)
	wantOK(t, r, nil)
	if r.env.Message != "已取消订阅韩剧" {
		t.Fatal(r.env.Message)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/subscribe/get_sub_dataset_list", "", ""), "登录已失效，请重新登录")
}

// Saving the wish-list users reads their lists now; a refused save does not.
func TestSaveDoubanKicksTheWishListJob(t *testing.T) {
	e := newMetaEnv(t)
	var kicked []string
	e.srv.Tasks = kickFunc(func(job string) { kicked = append(kicked, job) })
	wantFail(t, call(t, e.srv, "POST", "/api/config/save_douban", `{"users":[{"id":""}]}`, e.admin), "监听用户1：请填写豆瓣ID")
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_douban", `{"users":[{"id":"ahbei"}],"download_paths":[]}`, e.admin), nil)
	if len(kicked) != 1 || kicked[0] != "douban_wish" {
		t.Fatal(kicked)
	}
}
