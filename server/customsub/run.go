package customsub

import (
	"context"
	"encoding/json"
	"log/slog"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// RunInput is run_custom_sub's body.
type RunInput struct {
	SubID      json.RawMessage `json:"sub_id"`
	Keyword    string          `json:"keyword"`
	CateLevel1 []string        `json:"cate_level1"`
	AllPages   bool            `json:"all_pages"`
	SearchType string          `json:"search_type"` // keyword | imdb | list
}

// manualRun is a checked run_custom_sub request.
type manualRun struct {
	subID, uid int64
	searchType string
	keyword    string
	cates      []string
	pages      int
}

var imdbID = regexp.MustCompile(`^tt\d{5,10}$`)

// check validates a run request.
func (in RunInput) check() (manualRun, error) {
	id, err := optionalID(in.SubID, "订阅ID不正确")
	if err != nil {
		return manualRun{}, err
	}
	if id == 0 {
		return manualRun{}, Invalid{Message: "缺少订阅ID"}
	}
	m := manualRun{subID: id, searchType: in.SearchType, keyword: strings.TrimSpace(in.Keyword), pages: 1}
	if m.searchType == "" {
		m.searchType = "keyword"
	}
	switch m.searchType {
	case "keyword":
		if m.keyword == "" {
			return m, Invalid{Message: "请填写搜索内容"}
		}
		if len([]rune(m.keyword)) > 100 {
			return m, Invalid{Message: "搜索内容不能超过100个字"}
		}
	case "imdb":
		if m.keyword = strings.ToLower(m.keyword); !imdbID.MatchString(m.keyword) {
			return m, Invalid{Message: "IMDB编号不正确，应为 tt 加数字，例如 tt0133093"}
		}
	case "list":
		m.keyword = "" // the latest list: nothing to search for, one page
	default:
		return m, Invalid{Message: "搜索方式只能是 keyword、imdb 或 list"}
	}
	if in.AllPages && m.searchType != "list" {
		m.pages = 10
	}
	for _, c := range in.CateLevel1 {
		if !slices.Contains(Categories, c) {
			return m, Invalid{Message: "不支持的种子分类：" + c}
		}
		if !slices.Contains(m.cates, c) {
			m.cates = append(m.cates, c)
		}
	}
	return m, nil
}

// UseKick gives the service the scheduler's way to start its job at once.
func (s *Service) UseKick(kick func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.kick = kick
}

// Run is run_custom_sub: the request is queued (in SQLite, queue.go) for
// the scheduler's job (background work runs only there), the subscription
// shows 运行中 until the run ends, and the job is started now.
func (s *Service) Run(ctx context.Context, uid int64, in RunInput) (string, error) {
	m, err := in.check()
	if err != nil {
		return "", err
	}
	r, err := s.get(ctx, m.subID)
	if err != nil {
		return "", err
	}
	m.uid = uid
	busy := Invalid{Message: r.Name + "正在运行，请等它完成后再试"}
	s.mu.Lock()
	if s.running[m.subID] {
		s.mu.Unlock()
		return "", busy
	}
	queued, err := s.enqueue(ctx, m)
	kick := s.kick
	s.mu.Unlock()
	if err != nil {
		return "", err
	}
	if !queued {
		return "", busy
	}
	if kick != nil {
		kick()
	}
	return "已开始运行" + r.Name + "，完成后可以在下载记录和日志中查看结果", nil
}

// RunDue is the scheduler job: the queued manual runs, then each enabled
// subscription whose interval has passed, against its sites' latest list
// (read once per job for all subscriptions that share the same sites).
func (s *Service) RunDue(ctx context.Context) error {
	if err := s.runQueue(ctx); err != nil {
		return err
	}
	subs, err := s.all(ctx)
	if err != nil {
		return err
	}
	j := &job{lists: map[string]gathered{}}
	now := s.now()
	for _, r := range subs {
		if !r.Enable || !due(r, now) || !s.start(r.ID) {
			continue
		}
		_, err := s.execute(ctx, r, manualRun{subID: r.ID, searchType: "list", pages: 1}, j)
		s.stop(r.ID)
		if err != nil {
			return err
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
	}
	return nil
}

func (s *Service) runQueued(ctx context.Context, m manualRun) {
	defer s.stop(m.subID)
	r, err := s.get(ctx, m.subID)
	if err != nil {
		return // deleted meanwhile
	}
	r.uid = m.uid
	if _, err := s.execute(ctx, r, m, nil); err != nil {
		slog.Warn("customsub: a run asked for by hand failed", "sub", r.ID, "err", err)
	}
}

// due: never run, or the interval has passed since the last run.
func due(r row, now time.Time) bool {
	if r.LastRunAt == "" {
		return true
	}
	at, err := time.ParseInLocation(stamp, r.LastRunAt, now.Location())
	return err != nil || now.Sub(at) >= time.Duration(r.IntervalMinutes)*time.Minute
}

// savePath answers the folder the client saves to: the subscription's, or
// for 自动选择 the first media path of its media type (else the first).
func (s *Service) savePath(ctx context.Context, r row) (string, error) {
	if r.SavePath != AutoSavePath {
		return r.SavePath, nil
	}
	paths, err := settings.MediaPathSection.Load(ctx, s.store)
	if err != nil {
		return "", err
	}
	want := strings.ToLower(r.MediaType)
	for _, p := range paths {
		if strings.EqualFold(p.Type, want) && p.DownloadPath != "" {
			return p.DownloadPath, nil
		}
	}
	for _, p := range paths {
		if p.DownloadPath != "" {
			return p.DownloadPath, nil
		}
	}
	return "", Invalid{Message: "没有可用的保存路径：请先在设置中添加媒体路径，或在订阅中选择保存路径"}
}

// Execute runs one subscription now, in the caller's goroutine (tests and
// the job); it answers the run's log text.
func (s *Service) Execute(ctx context.Context, id, uid int64, in RunInput) (string, error) {
	raw, _ := json.Marshal(id)
	in.SubID = raw
	m, err := in.check()
	if err != nil {
		return "", err
	}
	r, err := s.get(ctx, id)
	if err != nil {
		return "", err
	}
	if !s.start(id) {
		return "", Invalid{Message: r.Name + "正在运行，请等它完成后再试"}
	}
	defer s.stop(id)
	r.uid = uid
	return s.execute(ctx, r, m, nil)
}
