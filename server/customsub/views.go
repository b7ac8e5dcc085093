package customsub

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// The list and detail views the console reads a subscription through.

// ListItem is one row of get_sub_custom_list.
type ListItem struct {
	ID                int64   `json:"id"`
	Name              string  `json:"name"`
	Desc              string  `json:"desc"`
	MediaType         string  `json:"media_type"`
	Enable            bool    `json:"enable"`
	Status            string  `json:"status"` // Ready | Running | Done
	LastRunTimeFormat string  `json:"last_run_time_format"`
	LastRunTime       string  `json:"last_run_time"` // an addition: the exact time
	DLCount           int     `json:"dl_count"`
	Personal          bool    `json:"personal"`
	RemoteSubRuleID   *string `json:"remote_sub_rule_id"`
	SavePath          string  `json:"save_path"`
	RenameRule        []Rule  `json:"rename_rule"`
	TorrentFilter     []Rule  `json:"torrent_filter"`
	IntervalMinutes   int     `json:"interval_minutes"`
}

// List answers get_sub_custom_list.
func (s *Service) List(ctx context.Context) ([]ListItem, error) {
	rows, err := s.all(ctx)
	if err != nil {
		return nil, err
	}
	counts := map[int64]int{}
	cr, err := s.db.QueryContext(ctx, `SELECT sub_id, COUNT(*) FROM custom_sub_record
		WHERE status = 'SubmitDownloadSucceeded' GROUP BY sub_id`)
	if err != nil {
		return nil, err
	}
	defer cr.Close()
	for cr.Next() {
		var id int64
		var n int
		if err := cr.Scan(&id, &n); err != nil {
			return nil, err
		}
		counts[id] = n
	}
	running, err := s.runningIDs(ctx)
	if err != nil {
		return nil, err
	}
	out := []ListItem{}
	for _, r := range rows {
		it := ListItem{ID: r.ID, Name: r.Name, Desc: r.Desc, MediaType: r.MediaType, Enable: r.Enable, Status: "Done",
			LastRunTime: r.LastRunAt, DLCount: counts[r.ID], Personal: true, SavePath: r.SavePath,
			RenameRule: nonNil(r.RenameRule), TorrentFilter: nonNil(r.TorrentFilter), IntervalMinutes: r.IntervalMinutes}
		switch {
		case running[r.ID]:
			it.Status = "Running"
		case r.LastRunAt == "":
			it.Status = "Ready"
		default:
			it.LastRunTimeFormat = ago(s.now(), r.LastRunAt)
		}
		out = append(out, it)
	}
	return out, nil
}

// Detail is get_sub_custom's CustomSub: the rule lists as JSON text.
type Detail struct {
	ID              int64   `json:"id"`
	MediaType       string  `json:"media_type"`
	Name            string  `json:"name"`
	Desc            string  `json:"desc"`
	ScoreRuleName   string  `json:"score_rule_name"`
	DoubanID        string  `json:"douban_id"`
	TMDBID          string  `json:"tmdb_id"`
	SavePath        string  `json:"save_path"`
	SeasonNumber    int     `json:"season_number"`
	EpisodeCount    int     `json:"episode_count"`
	RemoteSubRuleID *string `json:"remote_sub_rule_id"`
	AutoDelete      bool    `json:"auto_delete"`
	SkipExists      bool    `json:"skip_exists"`
	SkipUnknown     bool    `json:"skip_unknown"`
	IsAuthor        bool    `json:"is_author"`
	TorrentFilter   string  `json:"torrent_filter"`
	RenameRule      string  `json:"rename_rule"`
	IntervalMinutes int     `json:"interval_minutes"`
	Enable          bool    `json:"enable"`
}

// Get answers get_sub_custom.
func (s *Service) Get(ctx context.Context, id int64) (Detail, error) {
	r, err := s.get(ctx, id)
	if err != nil {
		return Detail{}, err
	}
	tf, _ := json.Marshal(nonNil(r.TorrentFilter))
	rr, _ := json.Marshal(nonNil(r.RenameRule))
	return Detail{ID: r.ID, MediaType: r.MediaType, Name: r.Name, Desc: r.Desc, ScoreRuleName: r.ScoreRuleName,
		DoubanID: r.DoubanID, TMDBID: r.TMDBID, SavePath: r.SavePath, SeasonNumber: r.SeasonNumber,
		EpisodeCount: r.EpisodeCount, AutoDelete: r.AutoDelete, SkipExists: r.SkipExists, SkipUnknown: r.SkipUnknown,
		IsAuthor: true, TorrentFilter: string(tf), RenameRule: string(rr), IntervalMinutes: r.IntervalMinutes,
		Enable: r.Enable}, nil
}

// ShareCodeOf is get_sub_rule_string for a stored subscription.
func (s *Service) ShareCodeOf(ctx context.Context, id int64) (string, error) {
	r, err := s.get(ctx, id)
	if err != nil {
		return "", err
	}
	return ShareCode(r.Sub), nil
}

func nonNil(r []Rule) []Rule {
	if r == nil {
		return []Rule{}
	}
	return r
}

// ago says when a run ended, as the list's chip reads it ("<ago>完成").
func ago(now time.Time, at string) string {
	t, err := time.ParseInLocation(stamp, at, now.Location())
	if err != nil {
		return at
	}
	switch d := now.Sub(t); {
	case d < time.Minute:
		return "刚刚"
	case d < time.Hour:
		return fmt.Sprintf("%d分钟前", int(d.Minutes()))
	case d < 24*time.Hour:
		return fmt.Sprintf("%d小时前", int(d.Hours()))
	}
	return t.Format("01-02 15:04")
}
