package customsub

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/store"
)

// Record is one torrent a subscription took.
type Record struct {
	ID          int64   `json:"id"`
	SubID       int64   `json:"-"`
	Status      string  `json:"status"`
	Message     string  `json:"download_message"`
	DetailsURL  string  `json:"torrent_detail_url"`
	Subject     string  `json:"torrent_subject"`
	Name        string  `json:"torrent_name"`
	Size        string  `json:"size"`
	SiteName    string  `json:"site_name"` // the site's alias
	Site        string  `json:"site_id"`   // an addition: the site's code
	CreatedAt   string  `json:"gmt_create"`
	DownloadURL string  `json:"-"`
	SizeMB      float64 `json:"-"`
}

// RecordGroup is one status group of get_custom_sub_record.
type RecordGroup struct {
	Status string   `json:"status"`
	Items  []Record `json:"items"`
}

var recordStatuses = []string{"Pending", "SubmitDownloadFailed", "SubmitDownloadSucceeded"}

const recordColumns = `id, sub_id, status, message, details_url, torrent_subject, torrent_name, size_mb, site_alias,
	site_name, created_at, download_url`

func scanRecord(sc store.Scanner) (Record, error) {
	var r Record
	err := sc.Scan(&r.ID, &r.SubID, &r.Status, &r.Message, &r.DetailsURL, &r.Subject, &r.Name, &r.SizeMB, &r.SiteName,
		&r.Site, &r.CreatedAt, &r.DownloadURL)
	r.Size = downloads.MBText(r.SizeMB)
	return r, err
}

// Records answers get_custom_sub_record: the subscription's torrents by
// status (empty groups left out), newest first.
func (s *Service) Records(ctx context.Context, subID int64) ([]RecordGroup, error) {
	if _, err := s.get(ctx, subID); err != nil {
		return nil, err
	}
	records, err := store.List(ctx, s.db, scanRecord, `SELECT `+recordColumns+` FROM custom_sub_record WHERE sub_id = ? ORDER BY id DESC`, subID)
	if err != nil {
		return nil, err
	}
	by := map[string][]Record{}
	for _, r := range records {
		by[r.Status] = append(by[r.Status], r)
	}
	out := []RecordGroup{}
	for _, st := range recordStatuses {
		if len(by[st]) > 0 {
			out = append(out, RecordGroup{Status: st, Items: by[st]})
		}
	}
	return out, nil
}

var errNoRecord = Invalid{Message: "找不到这条下载记录"}

func (s *Service) record(ctx context.Context, id int64) (Record, error) {
	r, err := scanRecord(s.db.QueryRowContext(ctx, `SELECT `+recordColumns+` FROM custom_sub_record WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, errNoRecord
	}
	return r, err
}

// Retry is renew_custom_sub_record: a failed record's torrent is fetched
// and sent again now.
func (s *Service) Retry(ctx context.Context, id int64) (string, error) {
	rec, err := s.record(ctx, id)
	if err != nil {
		return "", err
	}
	if rec.Status != "SubmitDownloadFailed" {
		return "", Invalid{Message: "只有提交下载失败的记录可以重新提交"}
	}
	sub, err := s.get(ctx, rec.SubID)
	if err != nil {
		return "", err
	}
	save, err := s.savePath(ctx, sub)
	if err != nil {
		return "", err
	}
	store.Note(ctx, s.db, "a record retried", `UPDATE custom_sub_record SET status = 'Pending' WHERE id = ?`, id)
	msg, ok := s.send(ctx, sub, rec, save)
	if !ok {
		return "", Invalid{Message: "重新提交失败：" + msg}
	}
	return msg + "：" + rec.Name, nil
}

// DeleteRecord is delete_custom_sub_record: the record goes (a later run may
// take the torrent again); the download it started, if any, stays.
func (s *Service) DeleteRecord(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM custom_sub_record WHERE id = ?`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errNoRecord
	}
	return nil
}

// LogPrefix marks the ids of custom subscription logs in get_sub_logs, so
// get_sub_log_text (one id parameter for both kinds) tells them apart.
const LogPrefix = "custom-"

// LogEntry is one run in get_sub_logs.
type LogEntry struct {
	ID   string `json:"id"`
	Time string `json:"time"`
}

// Logs lists a subscription's runs, newest first.
func (s *Service) Logs(ctx context.Context, subID int64) ([]LogEntry, error) {
	if _, err := s.get(ctx, subID); err != nil {
		return nil, err
	}
	return store.List(ctx, s.db, func(sc store.Scanner) (LogEntry, error) {
		var id int64
		var e LogEntry
		err := sc.Scan(&id, &e.Time)
		e.ID = LogPrefix + strconv.FormatInt(id, 10)
		return e, err
	}, `SELECT id, created_at FROM custom_sub_log WHERE sub_id = ? ORDER BY id DESC`, subID)
}

// LogText is one run's log; logID is a Logs id (with its prefix).
func (s *Service) LogText(ctx context.Context, logID string) (string, error) {
	id, err := strconv.ParseInt(strings.TrimPrefix(logID, LogPrefix), 10, 64)
	if err != nil {
		return "", Invalid{Message: "日志ID不正确"}
	}
	var text string
	err = s.db.QueryRowContext(ctx, `SELECT text FROM custom_sub_log WHERE id = ?`, id).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return "", Invalid{Message: "找不到这次运行的日志"}
	}
	return text, err
}
