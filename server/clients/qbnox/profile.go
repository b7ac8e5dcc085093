// Package qbnox prepares and starts a real qbittorrent-nox for tests: a
// throw-away profile with a known Web UI account, listening on loopback
// only and with every feature that would reach the internet switched off
// (DHT, local peer discovery, peer exchange, UPnP/NAT-PMP, the GeoIP
// database download), since tests may only talk to this machine.
package qbnox

import (
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha512"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// qBittorrent's Web UI password hash: PBKDF2-HMAC-SHA512, 100,000
// iterations, 16-byte salt, 64-byte key, stored as
// @ByteArray(<base64 salt>:<base64 key>).
const (
	pbkdf2Iterations = 100_000
	saltLen          = 16
	keyLen           = 64
)

// PasswordPBKDF2 is the WebUI\Password_PBKDF2 value for password and salt.
func PasswordPBKDF2(password string, salt []byte) (string, error) {
	key, err := pbkdf2.Key(sha512.New, password, salt, pbkdf2Iterations, keyLen)
	if err != nil {
		return "", err
	}
	enc := base64.StdEncoding
	return "@ByteArray(" + enc.EncodeToString(salt) + ":" + enc.EncodeToString(key) + ")", nil
}

// ConfigFile is the content of qBittorrent.conf for a Web UI on
// 127.0.0.1:port with the given account. salt nil means a random one.
func ConfigFile(port int, username, password string, salt []byte) (string, error) {
	if salt == nil {
		salt = make([]byte, saltLen)
		rand.Read(salt)
	}
	hash, err := PasswordPBKDF2(password, salt)
	if err != nil {
		return "", err
	}
	lines := []string{
		"[LegalNotice]",
		"Accepted=true", // otherwise the first start waits for a keypress
		"",
		"[BitTorrent]",
		`Session\DHTEnabled=false`,
		`Session\LSDEnabled=false`,
		`Session\PeXEnabled=false`,
		`Session\Interface=lo`,
		`Session\InterfaceName=lo`,
		"",
		"[Network]",
		"PortForwardingEnabled=false",
		"",
		"[Preferences]",
		`Connection\ResolvePeerCountries=false`, // no GeoIP database download
		`WebUI\Address=127.0.0.1`,
		fmt.Sprintf(`WebUI\Port=%d`, port),
		`WebUI\UseUPnP=false`,
		`WebUI\Username=` + username,
		`WebUI\Password_PBKDF2="` + hash + `"`,
		// Without this, clients on localhost skip authentication and a
		// wrong password would still get in.
		`WebUI\LocalHostAuth=true`,
		"",
	}
	return strings.Join(lines, "\n"), nil
}

// ConfigPath is where qbittorrent-nox --profile=dir reads its settings.
func ConfigPath(profileDir string) string {
	return filepath.Join(profileDir, "qBittorrent", "config", "qBittorrent.conf")
}

// WriteProfile writes the settings into profileDir (created if needed).
func WriteProfile(profileDir string, port int, username, password string) error {
	content, err := ConfigFile(port, username, password, nil)
	if err != nil {
		return err
	}
	path := ConfigPath(profileDir)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(content), 0o600)
}
