// Package cookiecloud reads a browser's cookies from a CookieCloud server
// (github.com/easychen/CookieCloud): the browser extension uploads them
// encrypted end to end; only someone with the UUID and password can read
// them.
package cookiecloud

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/md5"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
)

// ErrDecrypt means the data does not decrypt with this UUID and password.
var ErrDecrypt = errors.New("cookiecloud: cannot decrypt")

// passphrase is CookieCloud's key: the first 16 hex digits of
// md5(uuid + "-" + password).
func passphrase(uuid, password string) []byte {
	sum := md5.Sum([]byte(uuid + "-" + password))
	return []byte(hex.EncodeToString(sum[:])[:16])
}

// evpBytesToKey is OpenSSL's EVP_BytesToKey with MD5 and one iteration,
// which CryptoJS uses for a passphrase: a 32-byte key and a 16-byte IV.
func evpBytesToKey(pass, salt []byte) (key, iv []byte) {
	var out, prev []byte
	for len(out) < 48 {
		h := md5.New()
		h.Write(prev)
		h.Write(pass)
		h.Write(salt)
		prev = h.Sum(nil)
		out = append(out, prev...)
	}
	return out[:32], out[32:48]
}

const saltHeader = "Salted__"

// Decrypt opens CryptoJS.AES.encrypt(text, passphrase) output: base64 of
// "Salted__" + 8-byte salt + AES-256-CBC ciphertext (PKCS#7 padded).
func Decrypt(encrypted, uuid, password string) ([]byte, error) {
	raw, err := base64.StdEncoding.DecodeString(encrypted)
	if err != nil || len(raw) < 16+aes.BlockSize || string(raw[:8]) != saltHeader || (len(raw)-16)%aes.BlockSize != 0 {
		return nil, ErrDecrypt
	}
	key, iv := evpBytesToKey(passphrase(uuid, password), raw[8:16])
	block, _ := aes.NewCipher(key)
	plain := make([]byte, len(raw)-16)
	cipher.NewCBCDecrypter(block, iv).CryptBlocks(plain, raw[16:])
	n := int(plain[len(plain)-1])
	if n == 0 || n > aes.BlockSize || !bytes.Equal(plain[len(plain)-n:], bytes.Repeat([]byte{byte(n)}, n)) {
		return nil, ErrDecrypt // wrong key: the padding is garbage
	}
	return plain[:len(plain)-n], nil
}

// Encrypt is Decrypt's inverse, in the format the browser extension
// uploads (used by tests' stand-in servers, and for a future upload).
func Encrypt(plain []byte, uuid, password string) (string, error) {
	salt := make([]byte, 8)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key, iv := evpBytesToKey(passphrase(uuid, password), salt)
	block, _ := aes.NewCipher(key)
	n := aes.BlockSize - len(plain)%aes.BlockSize
	padded := append(bytes.Clone(plain), bytes.Repeat([]byte{byte(n)}, n)...)
	out := make([]byte, len(padded))
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, padded)
	return base64.StdEncoding.EncodeToString(append(append([]byte(saltHeader), salt...), out...)), nil
}
