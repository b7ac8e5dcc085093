package storetest

import (
	"database/sql"
	"strings"
	"testing"
)

// Plan is SQLite's EXPLAIN QUERY PLAN of q: its detail lines, one a line.
// The index tests read the plan, not a timing, so they hold on a loaded
// machine and at any table size.
func Plan(t testing.TB, db *sql.DB, q string, args ...any) string {
	t.Helper()
	rows, err := db.Query(`EXPLAIN QUERY PLAN `+q, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, detail)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return strings.Join(lines, "\n")
}

// FullScan is the first line of a plan that reads every row of a table (a
// SCAN without an index), "" when none does; table narrows it to the
// tables whose name starts so ("" any table).
func FullScan(plan, table string) string {
	for _, line := range strings.Split(plan, "\n") {
		if strings.HasPrefix(line, "SCAN "+table) && !strings.Contains(line, "USING") {
			return line
		}
	}
	return ""
}
