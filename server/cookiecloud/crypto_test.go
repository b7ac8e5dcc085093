package cookiecloud

import (
	"encoding/base64"
	"errors"
	"testing"
)

// opensslVector was made with OpenSSL, independently of this code:
//
//	printf '<plain>' | openssl enc -aes-256-cbc -md md5 -pass pass:bc32744a0127a785 -S 0102030405060708 -base64 -A
//
// bc32744a0127a785 is md5("my-uuid-secret")[:16]. OpenSSL 3 omits the
// "Salted__"+salt prefix when -S is given, so it is added here; with it,
// this is exactly what CryptoJS.AES.encrypt(plain, passphrase) produces.
const (
	opensslPlain = `{"cookie_data":{"example.com":[{"domain":".example.com","name":"sid","value":"abc","path":"/"}]}}`
	opensslOut   = "eEQlhzR83/R+PQif9P/6foAfCZzPchvvMpMvs0WfuKPPSb9HFnG0YtdlenLlipi5bgjFXOnrTkiPUPO+rco0B6WXtGuaN1YpgYNQkwsHtgyE/7bFnXHdOY0M+4PUn40+wn0JvoWnc4FRWFTneQFydA=="
)

func opensslEncrypted(t *testing.T) string {
	ct, err := base64.StdEncoding.DecodeString(opensslOut)
	if err != nil {
		t.Fatal(err)
	}
	raw := append([]byte("Salted__\x01\x02\x03\x04\x05\x06\x07\x08"), ct...)
	return base64.StdEncoding.EncodeToString(raw)
}

func TestDecryptMatchesOpenSSL(t *testing.T) {
	plain, err := Decrypt(opensslEncrypted(t), "my-uuid", "secret")
	if err != nil || string(plain) != opensslPlain {
		t.Fatalf("Decrypt = %q, %v", plain, err)
	}
	if _, err := Decrypt(opensslEncrypted(t), "my-uuid", "wrong"); !errors.Is(err, ErrDecrypt) {
		t.Fatalf("wrong password: %v", err)
	}
	for _, bad := range []string{"", "not base64!", base64.StdEncoding.EncodeToString([]byte("Salted__12345678short"))} {
		if _, err := Decrypt(bad, "u", "p"); !errors.Is(err, ErrDecrypt) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

func TestEncryptRoundTrip(t *testing.T) {
	for _, plain := range []string{"", "x", "exactly sixteen!", opensslPlain} {
		enc, err := Encrypt([]byte(plain), "u", "p")
		if err != nil {
			t.Fatal(err)
		}
		if got, err := Decrypt(enc, "u", "p"); err != nil || string(got) != plain {
			t.Fatalf("%q: %q %v", plain, got, err)
		}
	}
}
