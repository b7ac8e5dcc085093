package settings

import "testing"

func TestSearchTemplates(t *testing.T) {
	def := DefaultSearchTemplate()
	if def.Name != "默认" || len(def.Option.SearchContent) != 3 || len(def.Option.Category) != 6 || def.Option.Site == nil {
		t.Fatalf("default %+v", def)
	}
	list, err := AddSearchTemplate(nil, SearchTemplate{Name: "a"})
	if err != nil || len(list) != 2 || list[0].Name != "默认" {
		t.Fatalf("add %+v %v", list, err)
	}
	if _, err := AddSearchTemplate(list, SearchTemplate{Name: "默认"}); msgOf(err) != "已经有名为“默认”的模版了" {
		t.Fatalf("add default again: %v", err)
	}
	// A list whose default moved is put back in order.
	moved := WithDefaultFirst([]SearchTemplate{{Name: "a"}, {Name: "默认", Option: SearchOption{Site: []string{"x"}}}})
	if moved[0].Name != "默认" || moved[0].Option.Site[0] != "x" || moved[1].Name != "a" {
		t.Fatalf("moved %+v", moved)
	}
	if _, err := DeleteSearchTemplate(list, "默认"); msgOf(err) != "默认模版不能删除" {
		t.Fatal(err)
	}
	if got, err := DeleteSearchTemplate(list, "a"); err != nil || len(got) != 1 {
		t.Fatalf("delete %+v %v", got, err)
	}
	in := decodeInput[SearchTemplateInput](t, `{"name":"b","option":{"searchContent":["searchSite"],"category":["AV"],"site":[" s "]}}`)
	if got, err := in.Validate(); err != nil || got.Option.Site[0] != "s" {
		t.Fatalf("validate %+v %v", got, err)
	}
	if _, err := decodeInput[SearchTemplateInput](t, `{"name":"b","option":{"searchContent":["searchWeb"]}}`).Validate(); msgOf(err) != "搜索内容不支持“searchWeb”" {
		t.Fatal(err)
	}
	for i := len(list); i < maxEntries; i++ {
		list, _ = AddSearchTemplate(list, SearchTemplate{Name: long(i)})
	}
	if _, err := AddSearchTemplate(list, SearchTemplate{Name: "z"}); msgOf(err) != "最多只能保存20个模版" {
		t.Fatalf("cap: %v", err)
	}
}
