package subtitles

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// A video's subtitle state.
const (
	StateHave    = "have"    // 已有
	StateWaiting = "waiting" // 下载中: searched, none yet, will try again
	StateGaveUp  = "gave_up" // 已放弃
	StateSkipped = "skipped" // 无需字幕: produced in an excluded area
)

// StateLabels are the states as the UI shows them.
var StateLabels = map[string]string{StateHave: "已有字幕", StateWaiting: "字幕下载中", StateGaveUp: "已放弃字幕", StateSkipped: "无需字幕"}

// item is one row of subtitle_items.
type item struct {
	Video, State, Reason, Subtitle, History string
	RecordID                                int64
	Attempts                                int
	FirstSeen, NextTry                      time.Time
}

func (s *Service) load(ctx context.Context, video string) (item, bool, error) {
	var it item
	var first, next string
	err := s.o.Store.DB().QueryRowContext(ctx, `SELECT video, record_id, state, reason, attempts, first_seen, next_try,
		subtitle, history FROM subtitle_items WHERE video = ?`, video).Scan(&it.Video, &it.RecordID, &it.State, &it.Reason,
		&it.Attempts, &first, &next, &it.Subtitle, &it.History)
	if errors.Is(err, sql.ErrNoRows) {
		return it, false, nil
	}
	it.FirstSeen, _ = time.Parse(time.RFC3339, first)
	it.NextTry, _ = time.Parse(time.RFC3339, next)
	return it, err == nil, err
}

func (s *Service) save(ctx context.Context, it item) error {
	next := ""
	if !it.NextTry.IsZero() {
		next = it.NextTry.UTC().Format(time.RFC3339)
	}
	_, err := s.o.Store.DB().ExecContext(ctx, `INSERT INTO subtitle_items (video, record_id, state, reason, attempts,
		first_seen, next_try, subtitle, history) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(video) DO UPDATE SET record_id = excluded.record_id, state = excluded.state, reason = excluded.reason,
		attempts = excluded.attempts, first_seen = excluded.first_seen, next_try = excluded.next_try,
		subtitle = excluded.subtitle, history = excluded.history`,
		it.Video, it.RecordID, it.State, it.Reason, it.Attempts, it.FirstSeen.UTC().Format(time.RFC3339), next,
		it.Subtitle, it.History)
	return err
}

// note appends one line to the item's history.
func (s *Service) note(it *item, msg string) {
	it.History += s.o.Now().Format("2006-01-02 15:04") + " " + msg + "\n"
	it.Reason = msg
}

// RecordState is a download record's subtitle state for its card: the
// worst of its videos (any still waiting → waiting), "" when none seen.
type RecordState struct {
	State  string `json:"state"`
	Label  string `json:"label"`
	Reason string `json:"reason"`
}

// RecordStates answers the states of the given records.
func (s *Service) RecordStates(ctx context.Context, ids []int64) (map[int64]RecordState, error) {
	out := map[int64]RecordState{}
	rows, err := s.o.Store.DB().QueryContext(ctx, `SELECT record_id, state, reason FROM subtitle_items`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	want := map[int64]bool{}
	for _, id := range ids {
		want[id] = true
	}
	rank := map[string]int{StateSkipped: 1, StateHave: 2, StateGaveUp: 3, StateWaiting: 4}
	for rows.Next() {
		var id int64
		var st, reason string
		if err := rows.Scan(&id, &st, &reason); err != nil {
			return nil, err
		}
		if want[id] && rank[st] > rank[out[id].State] {
			out[id] = RecordState{State: st, Label: StateLabels[st], Reason: reason}
		}
	}
	return out, rows.Err()
}
