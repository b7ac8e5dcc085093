package settings

import (
	"testing"
	"time"
)

func TestNewHealth(t *testing.T) {
	at := time.Date(2025, 3, 1, 8, 0, 0, 0, time.FixedZone("CST", 8*3600))
	up := NewHealth("4.8.1", false, "", at)
	if up != (Health{Status: HealthUp, Version: "4.8.1", CheckedAt: "2025-03-01T00:00:00Z"}) {
		t.Fatalf("up: %+v", up)
	}
	down := NewHealth("ignored", true, "连接超时", at)
	if down != (Health{Status: HealthDown, Message: "连接超时", CheckedAt: "2025-03-01T00:00:00Z"}) {
		t.Fatalf("down: %+v", down)
	}
	if HealthSection(KindMediaServer, "x").Default().Status != HealthUnset {
		t.Fatal("default health must be 未设置")
	}
}
