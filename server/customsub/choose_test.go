package customsub

import (
	"context"
	"errors"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"regexp"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/settings"
)

// sentDL is a download client that keeps what it was sent; a name
// containing refuse is refused.
type sentDL struct {
	names  []string
	uids   []int64
	refuse string
}

func (d *sentDL) Submit(_ context.Context, r downloads.Request) (downloads.Submitted, error) {
	if d.refuse != "" && strings.Contains(r.Name, d.refuse) {
		return downloads.Submitted{}, errors.New("下载器拒绝了这个种子")
	}
	d.names, d.uids = append(d.names, r.Name), append(d.uids, r.UserID)
	return downloads.Submitted{RecordID: int64(len(d.names)), Client: "默认"}, nil
}

func (d *sentDL) Holdings(context.Context, downloads.Want, string) (downloads.Verdict, error) {
	return downloads.Verdict{}, nil
}

func (d *sentDL) Retire(context.Context, []downloads.Record) error { return nil }

func (d *sentDL) ClientFor(context.Context, string) (settings.DownloadClientEntry, error) {
	return settings.DownloadClientEntry{Name: "默认", IsDefault: true}, nil
}

// 排序规则 ranks what passes: of the two releases of The Matrix (1999) on
// the stand-in only the one the named rule scores highest is sent, the
// other is in the log with the one that beat it; Resurrections is another
// film and is sent too. When the best cannot be sent the next one is.
func TestScoreRuleSendsTheBestOfEachFilm(t *testing.T) {
	const uhd, bluray, sequel = "The.Matrix.1999.2160p.UHD.BluRay", "The.Matrix.1999.1080p.BluRay", "The.Matrix.Resurrections.2021"
	e := newEnv(t, nil)
	// Only the release's type counts, so the rule alone decides.
	storetest.PutSetting(t, e.st, settings.ScoreConfigSection, settings.ScoreConfig{Strategy: "compact", Weights: settings.ScoreWeights{Type: 100}})
	for _, tc := range []struct {
		rule, refuse, want, beaten string
	}{
		{"collection", "", uhd, bluray},
		{"compress", "", bluray, uhd},
		{"collection", "2160p", bluray, ""},
	} {
		dl := &sentDL{refuse: tc.refuse}
		e.svc.dl = dl
		id := e.save(t, `{"name":"`+tc.rule+tc.refuse+`","save_path":"/d","score_rule_name":"`+tc.rule+`"}`)
		log := run(t, e, id, `{"search_type":"keyword","keyword":"matrix"}`)
		if len(dl.names) != 2 || !strings.HasPrefix(dl.names[0], tc.want) || !strings.HasPrefix(dl.names[1], sequel) {
			t.Fatalf("%s: sent %q, want %s… and %s…\n%s", tc.rule, dl.names, tc.want, sequel, log)
		}
		if !strings.Contains(log, "排序规则："+filters.ScoreRuleTitle(tc.rule)) || filters.ScoreRuleTitle(tc.rule) == tc.rule {
			t.Errorf("%s: log does not name the rule:\n%s", tc.rule, log)
		}
		if tc.beaten != "" && !regexpMatch(log, `跳过 \[天空\] `+tc.beaten+`[^\n]*：排序规则下得分 [0-9.]+，低于同一影片已选的 \[天空\] `+tc.want) {
			t.Errorf("%s: log does not say why %s was not sent:\n%s", tc.rule, tc.beaten, log)
		}
		if tc.refuse != "" && (!strings.Contains(log, "提交下载失败 [天空] "+uhd) || !strings.Contains(log, "提交下载2个，失败1个")) {
			t.Errorf("refused best: log\n%s", log)
		}
	}
}

func regexpMatch(text, expr string) bool { return regexp.MustCompile(expr).MatchString(text) }

// Without a folder to save to, each film's best fails with the reason and
// the releases it beat are not tried.
func TestNoSavePathFailsTheBestOnly(t *testing.T) {
	e := newEnv(t, nil)
	dl := &sentDL{}
	e.svc.dl = dl
	id := e.save(t, `{"name":"无路径","save_path":"`+AutoSavePath+`","score_rule_name":"collection"}`)
	log := run(t, e, id, `{"search_type":"keyword","keyword":"matrix"}`)
	if len(dl.names) != 0 || strings.Count(log, "但没有可用的保存路径") != 2 || !strings.Contains(log, "失败2个") ||
		!regexpMatch(log, `跳过 \[天空\] The\.Matrix\.1999\.1080p[^\n]*：排序规则下得分 [0-9.]+，低于同一影片的 \[天空\] The\.Matrix\.1999\.2160p`) {
		t.Fatalf("sent %q\n%s", dl.names, log)
	}
}
