package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Notify is one system notification (api-contract §2.7 SysNotify).
type Notify struct {
	ID        int64
	UID       int64
	Title     string
	Message   string
	Icon      string
	Type      string
	Args      sql.NullString // JSON text
	HasAction bool
	ActionLog sql.NullString
	CreatedAt string // "2006-01-02 15:04:05", server local time
}

func welcomeNotify(uid int64) Notify {
	return Notify{
		UID:     uid,
		Title:   "欢迎使用 Movie Robot",
		Message: "管理员账号已创建。接下来可以在设置中配置媒体服务器、下载工具和媒体路径。",
		Icon:    "Notifications",
		Type:    "System",
	}
}

func addNotify(ctx context.Context, db Execer, n Notify) error {
	_, err := db.ExecContext(ctx,
		`INSERT INTO sys_notify(uid, title, message, icon, type, args, has_action, action_log, created_at)
		 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		n.UID, n.Title, n.Message, n.Icon, n.Type, n.Args, n.HasAction, n.ActionLog, notifyTime())
	if err != nil {
		return fmt.Errorf("store: add notification: %w", err)
	}
	return nil
}

// AddNotify stores a notification for one user.
func (s *Store) AddNotify(ctx context.Context, n Notify) error {
	return addNotify(ctx, s.db, n)
}

// CountUnreadNotify is polled every 10 s by every open console: one indexed count.
func (s *Store) CountUnreadNotify(ctx context.Context, uid int64) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx,
		`SELECT COUNT(*) FROM sys_notify WHERE uid = ? AND read = 0`, uid).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: count notifications: %w", err)
	}
	return n, nil
}

// TakeUnreadNotify returns the user's unread notifications, newest first, and
// marks exactly those read in the same transaction: one the user never saw
// cannot be marked read by a race with a new insert.
func (s *Store) TakeUnreadNotify(ctx context.Context, uid int64) ([]Notify, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: begin: %w", err)
	}
	defer tx.Rollback() // no-op after Commit
	list, err := queryNotify(ctx, tx, `WHERE uid = ? AND read = 0 ORDER BY id DESC`, uid)
	if err != nil {
		return nil, err
	}
	if len(list) > 0 {
		if _, err := tx.ExecContext(ctx,
			`UPDATE sys_notify SET read = 1 WHERE uid = ? AND read = 0 AND id <= ?`, uid, list[0].ID); err != nil {
			return nil, fmt.Errorf("store: mark notifications read: %w", err)
		}
	}
	return list, tx.Commit()
}

// queryNotify reads the notifications a WHERE/ORDER/LIMIT tail selects.
func queryNotify(ctx context.Context, tx *sql.Tx, tail string, args ...any) ([]Notify, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, uid, title, message, icon, type, args, has_action,
		action_log, created_at FROM sys_notify `+tail, args...)
	if err != nil {
		return nil, fmt.Errorf("store: read notifications: %w", err)
	}
	list, err := Read(rows, func(sc Scanner) (n Notify, err error) {
		return n, sc.Scan(&n.ID, &n.UID, &n.Title, &n.Message, &n.Icon, &n.Type, &n.Args, &n.HasAction, &n.ActionLog, &n.CreatedAt)
	})
	if err != nil {
		return nil, fmt.Errorf("store: read notification: %w", err)
	}
	return list, nil
}

// notifyTime is the server's local wall-clock time, the form the UI shows as is.
func notifyTime() string { return time.Now().Format("2006-01-02 15:04:05") }
