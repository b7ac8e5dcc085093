package qbnox

import (
	"os"
	"strings"
	"testing"
)

// The expected value was computed independently with Python's
// hashlib.pbkdf2_hmac("sha512", b"adminadmin", bytes(range(16)), 100000, 64).
func TestPasswordPBKDF2KnownValue(t *testing.T) {
	salt := make([]byte, 16)
	for i := range salt {
		salt[i] = byte(i)
	}
	got, err := PasswordPBKDF2("adminadmin", salt)
	want := "@ByteArray(AAECAwQFBgcICQoLDA0ODw==:UC4grCR8uxnR4Gzyoule02IP9X8mRb7SaEfCylvs19kyzc76Vdb/0xQlSKu43sz2Dl4vz2SIZymUO3PvTxIfVQ==)"
	if err != nil || got != want {
		t.Fatalf("got %s, %v", got, err)
	}
}

func TestConfigFileKeepsTheInstanceLocal(t *testing.T) {
	content, err := ConfigFile(18080, "admin", "pw", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"[LegalNotice]\nAccepted=true", `WebUI\Port=18080`, `WebUI\Username=admin`, `WebUI\Password_PBKDF2="@ByteArray(`,
		`WebUI\LocalHostAuth=true`, `WebUI\Address=127.0.0.1`, `Session\DHTEnabled=false`, `Session\LSDEnabled=false`,
		`Session\PeXEnabled=false`, "PortForwardingEnabled=false", `Connection\ResolvePeerCountries=false`,
	} {
		if !strings.Contains(content, line) {
			t.Errorf("config lacks %q", line)
		}
	}
	if strings.Contains(content, "pw\n") {
		t.Error("password stored in clear")
	}
	other, _ := ConfigFile(18080, "admin", "pw", nil)
	if other == content {
		t.Error("two profiles share a salt")
	}
}

func TestWriteProfile(t *testing.T) {
	dir := t.TempDir()
	if err := WriteProfile(dir, 1, "admin", "pw"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(ConfigPath(dir))
	if err != nil || !strings.Contains(string(b), `WebUI\Port=1`) {
		t.Fatalf("%s %v", b, err)
	}
}
