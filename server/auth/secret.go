package auth

import (
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// SecretFileName is the JWT signing key inside the data directory.
const SecretFileName = "jwt-secret"

// secretLen is the size of a generated key: 256 bits, the HS256 block size.
const secretLen = 32

// LoadOrCreateSecret returns the JWT signing key kept in dataDir, creating
// a random one on first run. Keeping it on disk means tokens survive restarts.
func LoadOrCreateSecret(dataDir string) ([]byte, error) {
	path := filepath.Join(dataDir, SecretFileName)
	secret, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return createSecret(dataDir, path)
	}
	if err != nil {
		return nil, fmt.Errorf("auth: read %s: %w", path, err)
	}
	if len(secret) < secretLen {
		return nil, fmt.Errorf("auth: %s holds %d bytes, need at least %d: delete it to generate a new one (this signs everyone out)",
			path, len(secret), secretLen)
	}
	// Someone may have copied it in with loose permissions; it is a credential.
	if err := os.Chmod(path, 0o600); err != nil {
		return nil, fmt.Errorf("auth: chmod %s: %w", path, err)
	}
	return secret, nil
}

// createSecret writes a new key through a temp file and a rename so a crash
// never leaves a truncated key behind (which would fail the length check).
func createSecret(dataDir, path string) ([]byte, error) {
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return nil, fmt.Errorf("auth: create data dir: %w", err)
	}
	secret := make([]byte, secretLen)
	if _, err := rand.Read(secret); err != nil {
		return nil, fmt.Errorf("auth: generate secret: %w", err)
	}
	tmp, err := os.CreateTemp(dataDir, SecretFileName+".tmp-*") // mode 0600
	if err != nil {
		return nil, fmt.Errorf("auth: create secret: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op once renamed
	if _, err := tmp.Write(secret); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("auth: write secret: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("auth: sync secret: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return nil, fmt.Errorf("auth: close secret: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o600); err != nil {
		return nil, fmt.Errorf("auth: chmod secret: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return nil, fmt.Errorf("auth: install secret: %w", err)
	}
	syncDir(dataDir)
	return secret, nil
}

// syncDir makes the rename durable. Best effort: some filesystems refuse
// fsync on a directory, and the key is already safely written either way.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
