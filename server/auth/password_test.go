package auth

import (
	"strings"
	"testing"

	"golang.org/x/crypto/bcrypt"
)

func TestHashAndCheckPassword(t *testing.T) {
	long := strings.Repeat("密", 64) // 192 bytes: over bcrypt's 72-byte limit
	for _, p := range []string{"password1", "x", long} {
		h, err := HashPassword(p)
		if err != nil {
			t.Fatalf("HashPassword(%q): %v", p, err)
		}
		if cost, err := bcrypt.Cost([]byte(h)); err != nil || cost != bcrypt.DefaultCost {
			t.Errorf("cost = %d, %v; want %d", cost, err, bcrypt.DefaultCost)
		}
		if !CheckPassword(h, p) {
			t.Errorf("CheckPassword rejects the right password %q", p)
		}
		if CheckPassword(h, p+"!") {
			t.Errorf("CheckPassword accepts a wrong password for %q", p)
		}
	}
}

func TestLongPasswordsDifferingAfterByte72AreDistinct(t *testing.T) {
	a := strings.Repeat("a", 80) + "1"
	b := strings.Repeat("a", 80) + "2"
	h, err := HashPassword(a)
	if err != nil {
		t.Fatal(err)
	}
	if CheckPassword(h, b) {
		t.Fatal("bytes past 72 are ignored")
	}
}

func TestShortPasswordHashIsPlainBcrypt(t *testing.T) {
	// Up to bcrypt's own limit of 72 bytes, included.
	for _, p := range []string{"password1", strings.Repeat("p", bcryptMaxBytes)} {
		h, err := HashPassword(p)
		if err != nil {
			t.Fatal(err)
		}
		if bcrypt.CompareHashAndPassword([]byte(h), []byte(p)) != nil {
			t.Fatalf("hash of a %d-byte password is not an ordinary bcrypt hash", len(p))
		}
	}
}

func TestCheckPasswordRejectsGarbageHash(t *testing.T) {
	if CheckPassword("not-a-hash", "password1") || CheckPassword("", "") {
		t.Fatal("garbage hash accepted")
	}
}

func TestFakePasswordCheckRuns(t *testing.T) {
	FakePasswordCheck("anything") // must not panic; its cost is a real bcrypt compare
	if dummyHash() == "" {
		t.Fatal("no dummy hash")
	}
}
