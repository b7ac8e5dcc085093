package subengine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/subscribe"
)

// countingSubs counts what the engine loads from the subscription records.
type countingSubs struct {
	Subs
	active, byID int
}

func (c *countingSubs) Active(ctx context.Context) ([]subscribe.Sub, error) {
	c.active++
	return c.Subs.Active(ctx)
}

func (c *countingSubs) ByID(ctx context.Context, id int64) (subscribe.Sub, error) {
	c.byID++
	return c.Subs.ByID(ctx, id)
}

// The new-subscription job runs every 30 s over every subscription; when
// none is due it must not decode them all (it cost 348 ms a run at 1,000),
// and when a few are due it loads only those.
func TestRunNewLoadsOnlyDueSubscriptions(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	var ids []int64
	for i := range 40 {
		ids = append(ids, e.addSub(t, subscribe.Sub{Type: "Movie", CNName: fmt.Sprintf("电影%d", i), ReleaseYear: 2020}))
	}
	for _, id := range ids {
		if _, err := e.st.DB().Exec(`INSERT INTO subengine_state(sub_id, searched) VALUES (?, 1)`, id); err != nil {
			t.Fatal(err)
		}
	}
	cnt := &countingSubs{Subs: e.subs}
	o := e.eng.o
	o.Subs = cnt
	eng, err := New(ctx, o)
	if err != nil {
		t.Fatal(err)
	}
	if err := eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	if cnt.active != 0 || cnt.byID != 0 {
		t.Fatalf("an idle run loaded subscriptions: Active %d, ByID %d", cnt.active, cnt.byID)
	}
	// Two become due (one never searched, one whose refusal is old): the
	// run loads those two, not the other 38.
	e.st.DB().Exec(`UPDATE subengine_state SET searched = 0 WHERE sub_id IN (?, ?)`, ids[3], ids[30])
	e.st.DB().Exec(`UPDATE subengine_state SET refused_at = '2000-01-01 00:00:00' WHERE sub_id = ?`, ids[30])
	if err := eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	if cnt.active != 0 || cnt.byID > 2 {
		t.Fatalf("a run with two due loaded: Active %d, ByID %d", cnt.active, cnt.byID)
	}
	for _, id := range []int64{ids[3], ids[30]} {
		var searched int
		e.st.DB().QueryRow(`SELECT searched FROM subengine_state WHERE sub_id = ?`, id).Scan(&searched)
		if searched != 1 {
			t.Fatalf("subscription %d not searched", id)
		}
	}
	// The due ids come from the state table's primary key, one probe a
	// subscription, never a scan of the state table.
	plan := storetest.Plan(t, e.st.DB(), dueNewQuery, 0, 2, "", "", newPerRun)
	if line := storetest.FullScan(plan, "t"); line != "" || strings.Contains(plan, "SCAN t") {
		t.Fatalf("due-new query scans the state table:\n%s", plan)
	}
	t.Log(plan)
}

// Reconcile runs before every new-subscription run: it reads the
// unconfirmed outbox rows through their index, not every row ever sent.
func TestReconcileReadsOutboxByIndex(t *testing.T) {
	e := newEnv(t)
	plan := storetest.Plan(t, e.st.DB(), intentsSelect+`next_try <= ? ORDER BY created_at`, e.eng.stamp())
	if line := storetest.FullScan(plan, "subengine_sent"); line != "" {
		t.Fatalf("Reconcile scans the outbox: %s\n%s", line, plan)
	}
}
