package subtitles

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// maxRecords bounds one round (newest filed records first); maxSearches
// bounds the searches of one round (the rest are due at the next one).
const (
	maxRecords  = 300
	maxSearches = 30
)

// backoff is the wait after the n-th fruitless search: 30 min doubling,
// at most 12 h.
func backoff(n int) time.Duration {
	d := 30 * time.Minute
	for i := 1; i < n && d < 12*time.Hour; i++ {
		d *= 2
	}
	return min(d, 12*time.Hour)
}

// RunDue is the scheduler job: every filed video without a Chinese
// subtitle whose next try is due is searched once. Off when the switch is.
func (s *Service) RunDue(ctx context.Context) error {
	cfg, err := settings.SubtitleSection.Load(ctx, s.o.Store)
	if err != nil || !cfg.Enable {
		return err
	}
	recs, err := s.o.Records.Filed(ctx, 0, maxRecords)
	if err != nil {
		return err
	}
	s.run.Lock()
	defer s.run.Unlock()
	var errs []error
	searches := 0
	for _, r := range recs {
		for _, v := range videosOf(r) {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if searches >= maxSearches {
				return errors.Join(errs...)
			}
			_, searched, err := s.handle(ctx, cfg, v, false)
			if err != nil {
				errs = append(errs, err)
			}
			if searched {
				searches++
			}
		}
	}
	return errors.Join(errs...)
}

// handle looks after one video; now forces a search even when the item
// waits or was given up. It answers the item's state afterwards and
// whether the sources were searched.
func (s *Service) handle(ctx context.Context, cfg settings.Subtitle, v video, now bool) (string, bool, error) {
	st, err := s.handleOne(ctx, cfg, v, now)
	return st.state, st.searched, err
}

type outcome struct {
	state    string
	searched bool
}

func (s *Service) handleOne(ctx context.Context, cfg settings.Subtitle, v video, now bool) (outcome, error) {
	it, found, err := s.load(ctx, v.Path)
	if err != nil {
		return outcome{}, err
	}
	t := s.o.Now()
	if !found {
		it = item{Video: v.Path, RecordID: v.RecordID, State: StateWaiting, FirstSeen: t}
	}
	if it.State == StateHave && it.Subtitle != "" && !exists(it.Subtitle) {
		// Deleted since (by hand, or a media server's clean-up): look again.
		it.State = StateWaiting
		s.note(&it, "字幕文件已不存在："+filepath.Base(it.Subtitle))
	}
	if it.State == StateHave || (!now && it.State == StateSkipped) || (!now && (it.State == StateGaveUp || t.Before(it.NextTry))) {
		return outcome{state: it.State}, nil
	}
	if side, ok := hasChineseSide(v.Path); ok {
		it.State, it.Subtitle = StateHave, side
		s.note(&it, "已有中文字幕："+filepath.Base(side))
		return outcome{state: it.State}, s.save(ctx, it)
	}
	if desc, ok := s.embeddedChinese(ctx, v.Path); ok {
		it.State, it.NextTry = StateHave, time.Time{}
		s.note(&it, "视频内嵌中文字幕（"+desc+"）")
		return outcome{state: it.State}, s.save(ctx, it)
	}
	if area := s.excludedArea(ctx, cfg.ExcludeArea, v); area != "" {
		it.State, it.NextTry = StateSkipped, time.Time{}
		s.note(&it, "产地为"+area+"（排除区域），无需中文字幕")
		return outcome{state: it.State}, s.save(ctx, it)
	}
	if now && it.State == StateGaveUp {
		it.FirstSeen, it.Attempts = t, 0 // a manual request starts the wait again
	}
	placed, why := s.fetchFor(ctx, cfg, v)
	it.Attempts++
	if placed != "" { // why is then the timing check's note: the history tells what was done to the file
		it.State, it.Subtitle, it.NextTry = StateHave, placed, time.Time{}
		s.note(&it, "已下载字幕："+filepath.Base(placed)+"；"+why)
		if err := s.save(ctx, it); err != nil {
			return outcome{}, err
		}
		s.arrived(ctx, v, placed)
		return outcome{it.State, true}, nil
	}
	limit := time.Duration(cfg.NotFoundStopMinutes) * time.Minute
	if t.Before(it.FirstSeen.Add(limit)) {
		it.State, it.NextTry = StateWaiting, t.Add(backoff(it.Attempts))
		s.note(&it, fmt.Sprintf("第 %d 次未找到字幕（%s），%s 再试", it.Attempts, why, it.NextTry.Format("01-02 15:04")))
		return outcome{it.State, true}, s.save(ctx, it)
	}
	it.State, it.NextTry = StateGaveUp, time.Time{}
	reason := fmt.Sprintf("等待 %d 分钟仍未找到中文字幕，已放弃（%s）", cfg.NotFoundStopMinutes, why)
	s.note(&it, reason)
	if err := s.save(ctx, it); err != nil {
		return outcome{}, err
	}
	if s.o.GaveUp != nil { // told once: a given-up video is searched again only when asked
		s.o.GaveUp(ctx, v.label(), reason)
	}
	return outcome{it.State, true}, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
