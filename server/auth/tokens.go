package auth

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// DefaultTTL is how long a sign-in lasts. There is no refresh token: the UI
// signs the user out when the token's exp passes.
const DefaultTTL = 7 * 24 * time.Hour

// Claims is what a verified token says.
type Claims struct {
	UserID    int64
	Username  string
	Role      int
	IssuedAt  time.Time
	ExpiresAt time.Time
}

// wireClaims is the JWT payload: sub (user id, decimal), username, role,
// iat, exp. The role is a hint for the UI before my_account answers (which
// screens' data to start asking for); the server never authorises by it,
// it reads the user's role from the store on every request.
type wireClaims struct {
	Username string `json:"username"`
	Role     int    `json:"role,omitempty"`
	jwt.RegisteredClaims
}

// Tokens issues and verifies HS256 access tokens.
type Tokens struct {
	secret []byte
	ttl    time.Duration
	now    func() time.Time
	parser *jwt.Parser
}

// NewTokens returns a token service. now is the clock (time.Now in
// production; tests pass a fixed one).
func NewTokens(secret []byte, ttl time.Duration, now func() time.Time) *Tokens {
	return &Tokens{
		secret: secret,
		ttl:    ttl,
		now:    now,
		parser: jwt.NewParser(
			// Pinning the algorithm stops "alg: none" and algorithm-confusion
			// tricks: the header never chooses how we verify.
			jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
			jwt.WithExpirationRequired(),
			jwt.WithTimeFunc(now),
		),
	}
}

// Issue signs a token for the user.
func (t *Tokens) Issue(userID int64, username string, role int) (string, error) {
	now := t.now()
	claims := wireClaims{
		Username: username,
		Role:     role,
		RegisteredClaims: jwt.RegisteredClaims{
			Subject:   strconv.FormatInt(userID, 10),
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(t.ttl)),
		},
	}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.secret)
	if err != nil {
		return "", fmt.Errorf("auth: sign token: %w", err)
	}
	return s, nil
}

// ErrInvalidToken wraps every reason a token is refused.
var ErrInvalidToken = errors.New("auth: invalid token")

// Verify checks signature, algorithm and expiry and returns the claims.
func (t *Tokens) Verify(token string) (Claims, error) {
	var wc wireClaims
	_, err := t.parser.ParseWithClaims(token, &wc, func(*jwt.Token) (any, error) {
		return t.secret, nil
	})
	if err != nil {
		return Claims{}, fmt.Errorf("%w: %w", ErrInvalidToken, err)
	}
	id, err := strconv.ParseInt(wc.Subject, 10, 64)
	if err != nil || id <= 0 {
		return Claims{}, fmt.Errorf("%w: bad subject %q", ErrInvalidToken, wc.Subject)
	}
	c := Claims{UserID: id, Username: wc.Username, Role: wc.Role, ExpiresAt: wc.ExpiresAt.Time}
	if wc.IssuedAt != nil {
		c.IssuedAt = wc.IssuedAt.Time
	}
	return c, nil
}
