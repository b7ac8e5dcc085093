package auth

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

var (
	testSecret = []byte("0123456789abcdef0123456789abcdef")
	t0         = time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
)

func fixedClock(t time.Time) func() time.Time { return func() time.Time { return t } }

func TestIssueThenVerify(t *testing.T) {
	tok := NewTokens(testSecret, DefaultTTL, fixedClock(t0))
	s, err := tok.Issue(42, "admin", 1)
	if err != nil {
		t.Fatal(err)
	}
	c, err := tok.Verify(s)
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	want := Claims{UserID: 42, Username: "admin", Role: 1, IssuedAt: t0, ExpiresAt: t0.Add(DefaultTTL)}
	if !c.IssuedAt.Equal(want.IssuedAt) || !c.ExpiresAt.Equal(want.ExpiresAt) || c.UserID != 42 || c.Username != "admin" || c.Role != 1 {
		t.Fatalf("claims = %+v, want %+v", c, want)
	}
}

// The UI decodes the payload itself: exp in seconds, and the role before
// my_account answers (web/app/route-start.ts).
func TestPayloadWireFormat(t *testing.T) {
	s, _ := NewTokens(testSecret, time.Hour, fixedClock(t0)).Issue(7, "bob", 2)
	parts := strings.Split(s, ".")
	if len(parts) != 3 {
		t.Fatalf("not a three-part JWT: %q", s)
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatal(err)
	}
	var p map[string]any
	if err := json.Unmarshal(raw, &p); err != nil {
		t.Fatal(err)
	}
	if p["sub"] != "7" || p["username"] != "bob" || p["role"] != float64(2) ||
		p["iat"] != float64(t0.Unix()) || p["exp"] != float64(t0.Add(time.Hour).Unix()) {
		t.Fatalf("payload = %v", p)
	}
	hdr, _ := base64.RawURLEncoding.DecodeString(parts[0])
	if !strings.Contains(string(hdr), `"alg":"HS256"`) {
		t.Fatalf("header = %s", hdr)
	}
}

func TestExpiredTokenRejected(t *testing.T) {
	s, _ := NewTokens(testSecret, time.Hour, fixedClock(t0)).Issue(1, "a", 1)
	later := NewTokens(testSecret, time.Hour, fixedClock(t0.Add(time.Hour+time.Second)))
	if _, err := later.Verify(s); !errors.Is(err, ErrInvalidToken) {
		t.Fatalf("expired token: err = %v", err)
	}
}

func TestForgedSignatureRejected(t *testing.T) {
	s, _ := NewTokens([]byte("another-secret-another-secret-xx"), time.Hour, fixedClock(t0)).Issue(1, "a", 1)
	if _, err := NewTokens(testSecret, time.Hour, fixedClock(t0)).Verify(s); !errors.Is(err, ErrInvalidToken) {
		t.Fatalf("foreign signature: err = %v", err)
	}
	// Tampered payload, original signature.
	good, _ := NewTokens(testSecret, time.Hour, fixedClock(t0)).Issue(1, "a", 1)
	parts := strings.Split(good, ".")
	parts[1] = base64.RawURLEncoding.EncodeToString([]byte(`{"sub":"2","username":"a","exp":4102444800}`))
	if _, err := NewTokens(testSecret, time.Hour, fixedClock(t0)).Verify(strings.Join(parts, ".")); err == nil {
		t.Fatal("tampered payload accepted")
	}
}

func claimsFor(exp *jwt.NumericDate) jwt.MapClaims {
	c := jwt.MapClaims{"sub": "1", "username": "a", "iat": t0.Unix()}
	if exp != nil {
		c["exp"] = exp.Unix()
	}
	return c
}

func TestAlgNoneRejected(t *testing.T) {
	s, err := jwt.NewWithClaims(jwt.SigningMethodNone, claimsFor(jwt.NewNumericDate(t0.Add(time.Hour)))).
		SignedString(jwt.UnsafeAllowNoneSignatureType)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewTokens(testSecret, time.Hour, fixedClock(t0)).Verify(s); !errors.Is(err, ErrInvalidToken) {
		t.Fatalf("alg none: err = %v", err)
	}
}

func TestOtherAlgRejected(t *testing.T) {
	// Same secret, valid HS512 signature: still refused, only HS256 is ours.
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS512, claimsFor(jwt.NewNumericDate(t0.Add(time.Hour)))).
		SignedString(testSecret)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewTokens(testSecret, time.Hour, fixedClock(t0)).Verify(s); !errors.Is(err, ErrInvalidToken) {
		t.Fatalf("HS512: err = %v", err)
	}
}

func TestMissingExpRejected(t *testing.T) {
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claimsFor(nil)).SignedString(testSecret)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewTokens(testSecret, time.Hour, fixedClock(t0)).Verify(s); !errors.Is(err, ErrInvalidToken) {
		t.Fatalf("no exp: err = %v", err)
	}
}

func TestBadSubjectRejected(t *testing.T) {
	for _, sub := range []string{"", "abc", "0", "-3"} {
		c := claimsFor(jwt.NewNumericDate(t0.Add(time.Hour)))
		c["sub"] = sub
		s, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(testSecret)
		if _, err := NewTokens(testSecret, time.Hour, fixedClock(t0)).Verify(s); !errors.Is(err, ErrInvalidToken) {
			t.Errorf("sub %q: err = %v", sub, err)
		}
	}
}

func TestGarbageRejected(t *testing.T) {
	tok := NewTokens(testSecret, time.Hour, fixedClock(t0))
	for _, s := range []string{"", "garbage", "a.b.c", "..", "eyJhbGciOiJIUzI1NiJ9.e30"} {
		if _, err := tok.Verify(s); !errors.Is(err, ErrInvalidToken) {
			t.Errorf("Verify(%q): err = %v", s, err)
		}
	}
}
