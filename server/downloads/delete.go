package downloads

import (
	"context"
	"strings"

	"github.com/movie-robot/web-console/server/fault"
)

// Removal is what deleting a record removes besides the record.
type Removal struct {
	Torrent   bool // the client's task (unless the record is 已删除 already)
	Files     bool // with the task, what it downloaded
	Media     bool // the filed item (the media servers then drop it)
	Sub       bool // the subscription that sent it
	Blacklist bool // and the torrent is never sent again
	// UnfileMedia and DeleteSub do what Media and Sub ask for (the library
	// and the subscriptions are not this package's).
	UnfileMedia func(ctx context.Context, linkPath string) error
	DeleteSub   func(ctx context.Context, subID int64) error
}

// Delete removes rec and what o asks for, in the order that can be
// retried: the client task and its files, the library item, the
// subscription, the blacklist; the record goes last, so a failure leaves
// it there to try again. It answers the message of what was done.
func (s *Service) Delete(ctx context.Context, rec Record, o Removal) (string, error) {
	done := []string{}
	if o.Torrent && rec.Status != StatusDeleted {
		c, ok := s.Client(ctx, rec.Client)
		if !ok {
			return "", fault.Invalid{Message: "下载器" + rec.Client + "已不在设置中，无法删除任务；可以不勾选删除下载器任务后再试"}
		}
		if err := s.Remove(ctx, c, rec.Hash, o.Files); err != nil {
			return "", fault.Invalid{Message: "删除下载器任务失败：" + err.Error()}
		}
		if o.Files {
			done = append(done, "下载器任务及文件")
		} else {
			done = append(done, "下载器任务")
		}
	}
	if o.Media && rec.LinkPath != "" {
		if err := o.UnfileMedia(ctx, rec.LinkPath); err != nil {
			return "", fault.Invalid{Message: "删除媒体库资源失败：" + err.Error()}
		}
		done = append(done, "媒体库资源")
	}
	if o.Sub && rec.SubID != 0 {
		if err := o.DeleteSub(ctx, rec.SubID); err != nil {
			return "", fault.Invalid{Message: "删除订阅失败：" + err.Error()}
		}
		done = append(done, "关联订阅")
	}
	if o.Blacklist {
		if err := s.Blacklist(ctx, rec.Hash, rec.Name); err != nil {
			return "", err
		}
		done = append(done, "已加入种子黑名单")
	}
	// A torrent left in its client is not recorded again by 监控所有种子.
	inClient := !o.Torrent && rec.Status != StatusDeleted
	if err := s.Forget(ctx, rec.ID, inClient); err != nil {
		return "", err
	}
	msg := "已删除下载记录"
	if len(done) > 0 {
		msg += "，以及" + strings.Join(done, "、")
	}
	return msg, nil
}
