package settings

import (
	"encoding/json"
	"testing"
)

func validPath() MediaPath {
	return MediaPath{DownloadPath: "/downloads/movie", SourceDir: "/data/downloads/movie/", TargetDir: "/media//movie",
		QbitCate: " movie ", Type: "movie", FileProcessMode: "link", UseAreaFolder: true}
}

func TestValidateMediaPathsCleans(t *testing.T) {
	var in []MediaPath
	body := `[{"download_path":"D:\\dl","source_dir":"/data/dl","target_dir":"/media/tv","qbit_cate":"tv","type":"tv",
		"file_process_mode":"move","use_area_folder":false,"downloadPathError":"x","sourceDirError":"","targetDirError":null}]`
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatal(err)
	}
	got, err := ValidateMediaPaths(append(in, validPath()))
	if err != nil {
		t.Fatal(err)
	}
	want := MediaPath{"/downloads/movie", "/data/downloads/movie", "/media/movie", "movie", "movie", "link", true}
	if got[0].DownloadPath != `D:\dl` || got[1] != want {
		t.Fatalf("got %+v", got)
	}
	if got, err := ValidateMediaPaths(nil); err != nil || got == nil || len(got) != 0 {
		t.Fatalf("empty list: %#v %v", got, err)
	}
}

func TestValidateMediaPathsMessages(t *testing.T) {
	mod := func(f func(*MediaPath)) []MediaPath {
		p := validPath()
		f(&p)
		return []MediaPath{validPath(), p}
	}
	cases := []struct {
		in   []MediaPath
		want string
	}{
		{mod(func(p *MediaPath) { p.DownloadPath = " " }), "路径2：下载保存路径不能为空"},
		{mod(func(p *MediaPath) { p.SourceDir = "" }), "路径2：下载路径装载到容器的路径不能为空"},
		{mod(func(p *MediaPath) { p.SourceDir = "data/dl" }), "路径2：下载路径装载到容器的路径必须是绝对路径"},
		{mod(func(p *MediaPath) { p.TargetDir = "" }), "路径2：目标路径不能为空"},
		{mod(func(p *MediaPath) { p.TargetDir = "media" }), "路径2：目标路径必须是绝对路径"},
		{mod(func(p *MediaPath) { p.Type = "anime" }), "路径2：不支持的媒体类型：anime"},
		{mod(func(p *MediaPath) { p.FileProcessMode = "symlink" }), "路径2：不支持的文件处理方式：symlink"},
		{mod(func(p *MediaPath) { p.QbitCate = long(256) }), "路径2：qbittorrent分类名称不能超过255个字符"},
		{make([]MediaPath, 101), "最多只能设置100个路径"},
	}
	for _, c := range cases {
		if _, err := ValidateMediaPaths(c.in); msgOf(err) != c.want {
			t.Errorf("got %q, want %q", msgOf(err), c.want)
		}
	}
}

func TestValidateMediaPathsOtherTypesIgnoreDisabledFields(t *testing.T) {
	p := validPath()
	p.Type, p.TargetDir, p.FileProcessMode = "xx", "relative", ""
	got, err := ValidateMediaPaths([]MediaPath{p})
	if err != nil || got[0].TargetDir != "" || got[0].FileProcessMode != "link" {
		t.Fatalf("xx: %+v %v", got, err)
	}
	p.Type, p.TargetDir = "other", "/keep/"
	got, err = ValidateMediaPaths([]MediaPath{p})
	if err != nil || got[0].TargetDir != "/keep" {
		t.Fatalf("other: %+v %v", got, err)
	}
}
