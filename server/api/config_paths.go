package api

import (
	"errors"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/fsbrowse"
)

var errPathEmpty = Error{Message: "路径（path）不能为空"}

// problemText is what the media-path form shows under a path field; the
// message names the query field (path) the way every refusal does.
var problemText = map[fsbrowse.Problem]string{
	fsbrowse.NotAbsolute:  "必须是绝对路径",
	fsbrowse.NotExist:     "不存在",
	fsbrowse.NotDir:       "不是文件夹",
	fsbrowse.NoPermission: "没有读取权限",
	fsbrowse.Unreadable:   "无法读取",
}

// pathProblem is "路径（path）不存在", with "：<path>" when the path is known.
func pathProblem(p fsbrowse.Problem, path string) string {
	msg := "路径（path）" + problemText[p]
	if path != "" {
		msg += "：" + path
	}
	return msg
}

// checkPath: GET /api/config/check_path?path=. Code 0 when the path is an
// existing, readable folder of this machine; data.path is its cleaned form.
func (s *Server) checkPath(w http.ResponseWriter, r *http.Request) (any, error) {
	p := strings.TrimSpace(r.URL.Query().Get("path"))
	if p == "" {
		return nil, errPathEmpty
	}
	clean, err := fsbrowse.CheckDir(p)
	if fe, ok := errors.AsType[*fsbrowse.Error](err); ok {
		return nil, Error{Message: pathProblem(fe.Problem, "")}
	}
	if err != nil {
		return nil, err
	}
	return Result{Message: "路径可用", Data: map[string]string{"path": clean}}, nil
}

// getDirs: GET /api/common/get_dirs?path=&defaultSelected= — the server path
// picker (screens.md §S12). It browses the whole file system of the machine
// (admins only): the picker exists to choose any folder the binary can see.
func (s *Server) getDirs(w http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	p := strings.TrimSpace(q.Get("path"))
	if p == "" {
		p = "/"
	}
	nodes, err := fsbrowse.Tree(p, strings.TrimSpace(q.Get("defaultSelected")), fsbrowse.DefaultLimits)
	if fe, ok := errors.AsType[*fsbrowse.Error](err); ok {
		return nil, Error{Message: pathProblem(fe.Problem, fe.Path)}
	}
	return nodes, err
}
