package subengine

import (
	"context"
	"errors"
	"testing"
)

// 重试 on the activity screen: the outbox lists the refused send with its
// owner; ResendNow settles it at once, inside the back-off, and says so
// when the client refuses again; a second 重试 finds nothing left to send.
func TestResendNowSettlesTheIntentAtOnce(t *testing.T) {
	e, id := duneListed(t)
	ctx := context.Background()
	e.dl.fail = errors.New("提交到下载器qb失败：connection refused")
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	waiting, err := e.eng.Outbox(ctx)
	if err != nil || len(waiting) != 1 || waiting[0].SubID != id || waiting[0].Attempts != 1 {
		t.Fatalf("outbox %+v %v", waiting, err)
	}
	if err := e.eng.ResendNow(ctx, id); err == nil || err.Error() != "提交到下载器qb失败：connection refused" {
		t.Fatalf("still refused: %v", err)
	}
	e.dl.fail = nil
	if err := e.eng.ResendNow(ctx, id); err != nil {
		t.Fatal(err)
	}
	if len(e.dl.recs) != 1 {
		t.Fatalf("records %v", e.dl.names())
	}
	if waiting, _ := e.eng.Outbox(ctx); len(waiting) != 0 {
		t.Fatalf("outbox after the resend %+v", waiting)
	}
	if err := e.eng.ResendNow(ctx, id); !errors.Is(err, ErrNothingToResend) {
		t.Fatalf("again: %v", err)
	}
}
