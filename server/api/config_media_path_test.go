package api

import "testing"

func TestMediaPathRoundTrip(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	body := `[{"download_path":"/downloads/movie","source_dir":"/data/dl/movie/","target_dir":"/media/movie","qbit_cate":"movie",
		"type":"movie","file_process_mode":"link","use_area_folder":true,"downloadPathError":"","sourceDirError":"x","targetDirError":null},
		{"download_path":"/downloads/xx","source_dir":"/data/dl/xx","target_dir":"","qbit_cate":"","type":"xx","file_process_mode":"","use_area_folder":false}]`
	paths := `[{"download_path":"/downloads/movie","source_dir":"/data/dl/movie","target_dir":"/media/movie","qbit_cate":"movie","type":"movie","file_process_mode":"link","use_area_folder":true},` +
		`{"download_path":"/downloads/xx","source_dir":"/data/dl/xx","target_dir":"","qbit_cate":"","type":"xx","file_process_mode":"link","use_area_folder":false}]`
	roundTrip(t, e, admin, "/api/config/save_media_path", body,
		`{"code":0,"message":"保存成功","data":{"next":"/setup/movie-metadata"}}`,
		"/api/config/get_media_path", `{"code":0,"message":"","data":{"download_client":"","paths":`+paths+`}}`)

	// The saved download client's type is reported (the form shows the
	// qBittorrent category field only for qbittorrent).
	dead := deadURL(t)
	wantOK(t, call(t, e.srv, "POST", "/api/config/save_download_client",
		`{"type":"transmission","url":"`+dead+`","need_login":false}`, admin), nil)
	var got struct {
		DownloadClient string `json:"download_client"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/config/get_media_path", "", admin), &got)
	if got.DownloadClient != "transmission" {
		t.Fatalf("download_client = %q", got.DownloadClient)
	}
	// An empty list clears the paths.
	roundTrip(t, e, admin, "/api/config/save_media_path", `[]`,
		`{"code":0,"message":"保存成功","data":{"next":"/setup/movie-metadata"}}`,
		"/api/config/get_media_path", `{"code":0,"message":"","data":{"download_client":"transmission","paths":[]}}`)
}

func TestMediaPathValidation(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	ok := `{"download_path":"/d","source_dir":"/s","target_dir":"/t","type":"movie","file_process_mode":"copy"}`
	for body, msg := range map[string]string{
		`[` + ok + `,{"download_path":"","source_dir":"/s","target_dir":"/t","type":"tv","file_process_mode":"link"}]`: "路径2：下载保存路径不能为空",
		`[{"download_path":"/d","source_dir":"s","target_dir":"/t","type":"tv","file_process_mode":"link"}]`:           "路径1：下载路径装载到容器的路径必须是绝对路径",
		`[{"download_path":"/d","source_dir":"/s","target_dir":"t","type":"tv","file_process_mode":"link"}]`:           "路径1：目标路径必须是绝对路径",
		`[{"download_path":"/d","source_dir":"/s","target_dir":"","type":"tv","file_process_mode":"link"}]`:            "路径1：目标路径不能为空",
		`[{"download_path":"/d","source_dir":"/s","target_dir":"/t","type":"music","file_process_mode":"link"}]`:       "路径1：不支持的媒体类型：music",
		`[{"download_path":"/d","source_dir":"/s","target_dir":"/t","type":"tv","file_process_mode":"rename"}]`:        "路径1：不支持的文件处理方式：rename",
		ok:        "请求内容必须是一个JSON数组", // an object, not the array the contract sends
		`[` + ok:  "请求内容不是有效的JSON",
		`"paths"`: "请求内容必须是一个JSON数组",
		`null`:    "请求内容必须是一个JSON数组",
	} {
		wantFail(t, call(t, e.srv, "POST", "/api/config/save_media_path", body, admin), msg)
	}
	if r := call(t, e.srv, "GET", "/api/config/get_media_path", "", admin); r.raw != `{"code":0,"message":"","data":{"download_client":"","paths":[]}}` {
		t.Fatalf("a refused save wrote: %s", r.raw)
	}
}
