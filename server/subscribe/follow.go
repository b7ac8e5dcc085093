package subscribe

import (
	"context"
	"database/sql"
	"errors"
	"log/slog"
	"time"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/store"
)

// The list readers (server/rankingsub, server/smartdl) subscribe the titles
// of an outside list once each: what they share is here.

// alreadySubscribed is SubDouban's refusal when the user has the title.
const alreadySubscribed = "已经订阅过了"

var errAlreadySubscribed = fault.Invalid{Message: alreadySubscribed}

// ListReader is the part every list reader holds alike: its tables, the
// subscriber, its log and clock, and where a title it could not subscribe
// is told (Missed).
type ListReader struct {
	Store  *store.Store
	DB     *sql.DB
	Subs   Follower
	Log    *slog.Logger
	Now    func() time.Time
	Events Publisher // nil: a miss is only logged
}

// Publisher takes a reader's events; *events.Bus is the real one.
type Publisher interface {
	Publish(ctx context.Context, e events.Event)
}

// NewListReader migrates a list reader's tables (its domain's migrations)
// and fills the shared part; log nil is slog's default.
func NewListReader(ctx context.Context, st *store.Store, domain string, migrations []string, subs Follower,
	log *slog.Logger) (ListReader, error) {
	if err := st.MigrateDomain(ctx, domain, migrations); err != nil {
		return ListReader{}, err
	}
	if err := st.MigrateDomain(ctx, "listreader", missMigrations); err != nil {
		return ListReader{}, err
	}
	if log == nil {
		log = slog.Default()
	}
	return ListReader{Store: st, DB: st.DB(), Subs: subs, Log: log, Now: time.Now}, nil
}

// Stamp is now as the readers' tables keep times.
func (l ListReader) Stamp() string { return l.Now().Format("2006-01-02 15:04:05") }

// Follower creates subscriptions for a list reader (Service is one).
type Follower interface {
	SubDouban(ctx context.Context, u store.User, in DoubanInput) (string, error)
	Note(ctx context.Context, uid int64, doubanID, text string) error
}

// FromList subscribes a title read off a list for u. result is
// "subscribed", or "already" when u had it (both: remember the title);
// err is any other failure (try again next run).
func FromList(ctx context.Context, f Follower, u store.User, in DoubanInput) (result, msg string, err error) {
	msg, err = f.SubDouban(ctx, u, in)
	if errors.Is(err, errAlreadySubscribed) {
		return "already", msg, nil
	}
	if err != nil {
		return "", msg, err
	}
	return "subscribed", msg, nil
}
