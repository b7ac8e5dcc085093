package settings

import (
	"encoding/json"
	"testing"
)

func TestScraperKeepsUnknownKeys(t *testing.T) {
	in := decodeInput[Scraper](t, `{"generate_nfo":false,"langs_priority":["en"],"image_source":[],"season_image_source":["FanArt"],"new_option":{"a":1},"another":"x"}`)
	got, err := in.Validate()
	if err != nil || got.GenerateNFO || len(got.LangsPriority) != 2 || got.LangsPriority[1] != "zh" || len(got.Extra) != 2 {
		t.Fatalf("validate %+v %v", got, err)
	}
	enc, _ := ScraperSection.Encode(got)
	want := `{"another":"x","enable_download_image":false,"generate_nfo":false,"hd_background":false,"hd_poster":false,"image_source":[],"langs_priority":["en","zh"],"new_option":{"a":1},"person_nfo_path":"","season_image_source":["FanArt"],"use_cn_person_name":false}`
	if enc != want {
		t.Fatalf("encoded %s", enc)
	}
	// A known key can never be shadowed by a kept one.
	again, _ := ScraperSection.Load(t.Context(), fakeGetter{ScraperSection.Key: enc})
	if len(again.Extra) != 2 || again.LangsPriority[0] != "en" {
		t.Fatalf("reloaded %+v", again)
	}
	many := map[string]any{}
	for i := range 51 {
		many[string(rune('a'+i%26))+string(rune('a'+i/26))] = i
	}
	b, _ := json.Marshal(many)
	if _, err := decodeInput[Scraper](t, string(b)).Validate(); msgOf(err) != "刮削设置的字段过多" {
		t.Fatalf("too many extras: %v", err)
	}
}

func TestScraperPersonPathIsAbsolute(t *testing.T) {
	for in, want := range map[string]string{"": "", "  /config/metadata/People/ ": "/config/metadata/People", "/a/../b": "/b"} {
		got, err := Scraper{PersonNFOPath: in}.Validate()
		if err != nil || got.PersonNFOPath != want {
			t.Errorf("%q: %q %v", in, got.PersonNFOPath, err)
		}
	}
	for _, in := range []string{"metadata/People", "./People", "~/People"} {
		if _, err := (Scraper{PersonNFOPath: in}).Validate(); msgOf(err) != "人员数据NFO和图片目录必须是绝对路径" {
			t.Errorf("%q: %v", in, err)
		}
	}
}
