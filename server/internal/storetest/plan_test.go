package storetest

import (
	"strings"
	"testing"
)

func TestPlanTellsAnIndexFromAFullScan(t *testing.T) {
	db := Open(t).DB()
	if _, err := db.Exec(`CREATE TABLE rows_t (id INTEGER PRIMARY KEY, k TEXT, v TEXT); CREATE INDEX rows_t_k ON rows_t(k)`); err != nil {
		t.Fatal(err)
	}
	byIndex := Plan(t, db, `SELECT id FROM rows_t WHERE k = ?`, "a")
	if !strings.Contains(byIndex, "USING COVERING INDEX rows_t_k (k=?)") || FullScan(byIndex, "") != "" {
		t.Errorf("by k: %q, full scan %q", byIndex, FullScan(byIndex, ""))
	}
	every := Plan(t, db, `SELECT id FROM rows_t WHERE v = ?`, "a")
	if FullScan(every, "rows_t") != "SCAN rows_t" || FullScan(every, "other") != "" {
		t.Errorf("by v: %q, full scan %q", every, FullScan(every, "rows_t"))
	}
}
