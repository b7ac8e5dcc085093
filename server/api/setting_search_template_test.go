package api

import "testing"

const defaultTemplate = `{"name":"默认","option":{"searchContent":["searchDouban","searchMediaServer","searchSite"],"category":["Movie","TV","Documentary","Anime","Music","AV"],"site":[]}}`

func TestSearchTemplatesPerUser(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	user := e.userAuth(t)
	all := `"permission_category":["Movie","TV","Documentary","Anime","Music","AV"]`
	if r := call(t, e.srv, "GET", "/api/setting/get_search_template", "", user); r.raw != okEmpty+`{"template":[`+defaultTemplate+`],`+all+`}}` {
		t.Fatalf("defaults: %s", r.raw)
	}
	anime := `{"name":"动漫","option":{"searchContent":["searchSite"],"category":["Anime"],"site":["mteam"]}}`
	if r := call(t, e.srv, "POST", "/api/setting/add_search_template", anime, user); r.raw != `{"code":0,"message":"模版已创建","data":null}` {
		t.Fatalf("add: %s", r.raw)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/add_search_template", anime, user), "已经有名为“动漫”的模版了")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/add_search_template", `{"name":"x","option":{"category":["Games"]}}`, user), "分类不支持“Games”")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/add_search_template", `{"name":"","option":{}}`, user), "模版名称不能为空")
	def2 := `{"name":"默认","option":{"searchContent":["searchDouban"],"category":["Movie"],"site":[]}}`
	wantOK(t, call(t, e.srv, "POST", "/api/setting/update_search_template", def2, user), nil)
	wantFail(t, call(t, e.srv, "POST", "/api/setting/update_search_template", `{"name":"无","option":{}}`, user), "模版“无”不存在")
	if r := call(t, e.srv, "GET", "/api/setting/get_search_template", "", user); r.raw != okEmpty+`{"template":[`+def2+`,`+anime+`],`+all+`}}` {
		t.Fatalf("after edits: %s", r.raw)
	}
	// The admin's templates are their own.
	if r := call(t, e.srv, "GET", "/api/setting/get_search_template", "", admin); r.raw != okEmpty+`{"template":[`+defaultTemplate+`],`+all+`}}` {
		t.Fatalf("admin sees: %s", r.raw)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/setting/delete_search_template?name=%E9%BB%98%E8%AE%A4", "", user), "默认模版不能删除")
	wantOK(t, call(t, e.srv, "GET", "/api/setting/delete_search_template?name=%E5%8A%A8%E6%BC%AB", "", user), nil)
	wantFail(t, call(t, e.srv, "GET", "/api/setting/delete_search_template?name=%E5%8A%A8%E6%BC%AB", "", user), "模版“动漫”不存在")
	wantFail(t, call(t, e.srv, "GET", "/api/setting/get_search_template", "", ""), signedOut)
}
