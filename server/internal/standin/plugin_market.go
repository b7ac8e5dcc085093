package standin

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// "plugin-market" is a plugin market: GET /index.json lists the plugin
// "demo_echo" (versions 1.0.0 and 1.1.0) with each archive's download URL,
// SHA-256 and config fields; GET /archives/<name>-<version>.tar.gz serves
// the archive.
// Options: corrupt=<version> serves that version's archive with one byte
// changed (the index keeps the true checksum); evil=1 also lists
// "evil_paths", whose archive (with a correct checksum) holds ../escape.txt.
//
// demo_echo is a POSIX sh plugin: every command answers the request it
// read back as data together with its environment; "slow" starts a
// grandchild (its pid in grandchild.pid) and outlives the 2 s time-out;
// "fail" exits 3; on_event appends the request to events.log.
func init() { register("plugin-market", newPluginMarket) }

const demoScript = `#!/bin/sh
input=$(cat)
echo "收到命令" >&2
case "$input" in
  *'"command":"slow"'*) sleep 30 & echo $! > grandchild.pid
    setsid sleep 31 & echo $! > setsid.pid
    setsid sh -c 'sleep 32 & echo $! > orphan.pid' &
    sleep 30; exit 0;;
  *'"command":"fail"'*) echo "故意失败" >&2; exit 3;;
  *'"command":"on_event"'*) printf '%s\n' "$input" >> events.log;;
esac
printf '{"message":"%s 运行完毕","data":{"request":%s,"api":"%s","key":"%s"}}' "$MR_PLUGIN_NAME" "$input" "$MR_API_URL" "$MR_ACCESS_KEY"
`

const demoConfig = `[{"fieldName":"greeting","fieldType":"String","label":"问候语","helperText":"回声前加上的话","multiValue":false,"defaultValue":"你好"},
 {"fieldName":"mode","fieldType":"Enum","label":"模式","helperText":"","enumValues":[{"name":"快速","value":"fast"},{"name":"仔细","value":"careful"}],"multiValue":false,"defaultValue":"fast"}]`

func demoConfigFields() any {
	var v any
	json.Unmarshal([]byte(demoConfig), &v)
	return v
}

func demoManifest(name, version string) string {
	return fmt.Sprintf(`{"name":%q,"title":"回声演示","author":"测试市场","version":%q,
"description":"把收到的参数原样送回的演示插件","logo":"logo.jpg","exec":"run.sh","timeout_seconds":2,
"config_fields":`+demoConfig+`,
"commands":[{"name":"echo","title":"回声","desc":"把参数送回来","icon":"mdi:bullhorn","args":[
  {"name":"text","arg_type":"String","label":"内容","helper":"要送回的文字","default_value":"","multi_value":false,"required":true},
  {"name":"loud","arg_type":"Bool","label":"大声","helper":"","default_value":false,"multi_value":false,"required":false}]},
 {"name":"slow","title":"慢命令","desc":"运行超过时限","icon":"mdi:timer-sand"},
 {"name":"fail","title":"失败命令","desc":"总是失败","icon":"mdi:alert"},
 {"name":"on_event","title":"接收事件","desc":"","hidden":true}],
"events":["download.completed"]}`, name, version)
}

func newPluginMarket(opts url.Values) http.Handler {
	archives := map[string][]byte{}
	type release struct{ name, version, changelog string }
	releases := []release{{"demo_echo", "1.0.0", "- 第一个版本"}, {"demo_echo", "1.1.0", "- 回声更响亮\n- 修正问候语"}}
	for _, r := range releases {
		archives[r.name+"-"+r.version] = tarGz(map[string]string{"manifest.json": demoManifest(r.name, r.version),
			"run.sh": demoScript, "logo.jpg": string(titlePNG(r.name))})
	}
	if opts.Get("evil") == "1" {
		releases = append(releases, release{"evil_paths", "1.0.0", "- 想写到目录外"})
		archives["evil_paths-1.0.0"] = tarGz(map[string]string{"manifest.json": demoManifest("evil_paths", "1.0.0"),
			"run.sh": demoScript, "../escape.txt": "越界了"})
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			http.Error(w, "method", http.StatusMethodNotAllowed)
			return
		}
		if r.URL.Path == "/index.json" {
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(marketIndex(releases, archives, func(r release) (string, string, string) {
				return r.name, r.version, r.changelog
			}))
			return
		}
		key, ok := strings.CutSuffix(strings.TrimPrefix(r.URL.Path, "/archives/"), ".tar.gz")
		body, found := archives[key]
		if !ok || !found {
			http.NotFound(w, r)
			return
		}
		if c := opts.Get("corrupt"); c != "" && strings.HasSuffix(key, "-"+c) {
			body = append([]byte(nil), body...)
			body[len(body)/2] ^= 0xff
		}
		w.Header().Set("Content-Type", "application/gzip")
		w.Write(body)
	})
}

// marketIndex builds index.json: one entry per plugin, versions in the
// order given, download URLs relative to the index.
func marketIndex[R any](rs []R, archives map[string][]byte, parts func(R) (string, string, string)) map[string]any {
	var plugins []map[string]any
	byName := map[string]map[string]any{}
	for _, r := range rs {
		name, version, changelog := parts(r)
		p := byName[name]
		if p == nil {
			p = map[string]any{"name": name, "title": "回声演示", "author": "测试市场",
				"description": "把收到的参数原样送回的演示插件", "github_url": "https://github.com/example/" + name,
				"versions": []map[string]any{}}
			byName[name] = p
			plugins = append(plugins, p)
		}
		sum := sha256.Sum256(archives[name+"-"+version])
		p["versions"] = append(p["versions"].([]map[string]any), map[string]any{
			"version": version, "gmt_create": "2026-11-1" + version[2:3], "changelog": changelog,
			"url": "archives/" + name + "-" + version + ".tar.gz", "sha256": hex.EncodeToString(sum[:]),
			"dependencies": map[string]string{"appVersion": ">=1.0"},
			// The market repeats the manifest's config fields, so the install
			// dialog can ask for them before the archive is downloaded.
			"config_field": demoConfigFields(),
		})
	}
	return map[string]any{"plugins": plugins}
}

func tarGz(files map[string]string) []byte {
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	for _, name := range []string{"manifest.json", "run.sh", "logo.jpg", "../escape.txt"} {
		body, ok := files[name]
		if !ok {
			continue
		}
		mode := int64(0o644)
		if name == "run.sh" {
			mode = 0o755
		}
		tw.WriteHeader(&tar.Header{Name: name, Mode: mode, Size: int64(len(body)), ModTime: time.Unix(0, 0), Typeflag: tar.TypeReg})
		tw.Write([]byte(body))
	}
	tw.Close()
	gz.Close()
	return buf.Bytes()
}
