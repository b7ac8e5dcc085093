// Package auth holds the built-in backend's credentials: password hashing,
// the JWT signing secret and access tokens.
package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"sync"

	"golang.org/x/crypto/bcrypt"
)

// bcryptMaxBytes is bcrypt's input limit; x/crypto refuses longer input.
const bcryptMaxBytes = 72

// bcryptInput maps a password to what bcrypt sees. A password of up to 64
// characters may be up to 192 bytes of UTF-8, which bcrypt would reject, so a
// longer one is pre-hashed to a 44-byte string; short ones stay plain so the
// stored hash is an ordinary bcrypt hash of the password.
func bcryptInput(p string) []byte {
	if len(p) <= bcryptMaxBytes {
		return []byte(p)
	}
	sum := sha256.Sum256([]byte(p))
	return []byte(base64.StdEncoding.EncodeToString(sum[:]))
}

// HashPassword returns a bcrypt hash (default cost) of p.
func HashPassword(p string) (string, error) {
	h, err := bcrypt.GenerateFromPassword(bcryptInput(p), bcrypt.DefaultCost)
	if err != nil {
		return "", err
	}
	return string(h), nil
}

// CheckPassword reports whether p matches hash (from HashPassword).
func CheckPassword(hash, p string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), bcryptInput(p)) == nil
}

// dummyHash is a real hash of an unguessable value, made once on first use.
var dummyHash = sync.OnceValue(func() string {
	h, err := HashPassword("no account has this password: " + rand.Text())
	if err != nil {
		panic(err) // only fails for over-long input, which this is not
	}
	return h
})

// DummyHash is a real hash no password matches: checking a password
// against it costs what a real check costs (for unknown user names).
func DummyHash() string { return dummyHash() }

// FakePasswordCheck spends as long as a real CheckPassword and always fails.
// Sign-in calls it for unknown usernames so the response time does not tell
// an attacker which accounts exist.
func FakePasswordCheck(p string) {
	CheckPassword(dummyHash(), p)
}
