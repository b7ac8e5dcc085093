package subtitles

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// assrt is 射手网(伪)'s token API: GET /v1/sub/search?token=&q= lists
// subtitles, GET /v1/sub/detail?token=&id= gives the files' URLs.
type assrt struct {
	base, token string
	hc          *http.Client
	pace        *pace
}

type assrtLang struct {
	Desc     string          `json:"desc"`
	LangList map[string]bool `json:"langlist"`
}

type assrtAnswer struct {
	Status int    `json:"status"`
	ErrMsg string `json:"errmsg"`
	Sub    struct {
		Subs []struct {
			ID         int       `json:"id"`
			NativeName string    `json:"native_name"`
			VideoName  string    `json:"videoname"`
			Filename   string    `json:"filename"`
			URL        string    `json:"url"`
			Lang       assrtLang `json:"lang"`
			FileList   []struct {
				URL  string `json:"url"`
				Name string `json:"f"`
			} `json:"filelist"`
		} `json:"subs"`
	} `json:"sub"`
}

func (a *assrt) Label() string { return "射手网(伪)" }

func (a *assrt) call(ctx context.Context, method string, q url.Values, out *assrtAnswer) error {
	if a.token == "" {
		return errors.New("射手网(伪)需要 API token，未设置")
	}
	q.Set("token", a.token)
	_, b, err := get(ctx, a.hc, a.pace, a.Label(), a.base+"/v1/sub/"+method+"?"+q.Encode(), "")
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("射手网(伪)的回复不是有效的JSON：%w", err)
	}
	if out.Status != 0 {
		return fmt.Errorf("射手网(伪)返回错误 %d：%s", out.Status, out.ErrMsg)
	}
	return nil
}

func (a *assrt) Search(ctx context.Context, q query) ([]candidate, error) {
	var ans assrtAnswer
	if err := a.call(ctx, "search", url.Values{"q": {q.Keyword}, "cnt": {"15"}, "pos": {"0"}}, &ans); err != nil {
		return nil, err
	}
	var out []candidate
	for _, s := range ans.Sub.Subs {
		l := s.Lang.LangList
		lang := "other"
		switch {
		case l["langdou"] || (l["langchs"] && l["langcht"]):
			lang = "dual"
		case l["langchs"]:
			lang = "chs"
		case l["langcht"]:
			lang = "cht"
		}
		title := s.VideoName
		if title == "" {
			title = s.NativeName
		}
		id := strconv.Itoa(s.ID)
		out = append(out, candidate{Source: "assrt", Title: title, Lang: lang,
			fetch: func(ctx context.Context) (string, []byte, error) { return a.download(ctx, id) }})
	}
	return out, nil
}

func (a *assrt) download(ctx context.Context, id string) (string, []byte, error) {
	var ans assrtAnswer
	if err := a.call(ctx, "detail", url.Values{"id": {id}}, &ans); err != nil {
		return "", nil, err
	}
	if len(ans.Sub.Subs) == 0 {
		return "", nil, errors.New("射手网(伪)没有这条字幕的详情")
	}
	d := ans.Sub.Subs[0]
	for _, f := range d.FileList { // a single subtitle file beats the archive
		if subtitleExts[extOf(f.Name)] {
			return getNamed(ctx, a.hc, a.pace, a.Label(), f.URL, f.Name)
		}
	}
	if d.URL == "" {
		return "", nil, errors.New("射手网(伪)的字幕详情没有下载地址")
	}
	return getNamed(ctx, a.hc, a.pace, a.Label(), d.URL, d.Filename)
}
