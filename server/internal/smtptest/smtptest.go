// Package smtptest runs a real SMTP server on loopback for tests: Debian's
// python3-aiosmtpd (installed by `make test`), storing every message it
// accepts in a Maildir. Tests skip, saying why, only when the package is
// absent.
package smtptest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"net/mail"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/daemontest"
)

// Python is Debian's interpreter, which has the apt-installed aiosmtpd
// (a python3 earlier on PATH, e.g. pyenv's, does not).
const Python = "/usr/bin/python3"

// Mode is how the server speaks TLS.
type Mode string

const (
	Plain    Mode = "none"
	StartTLS Mode = "starttls"
	TLS      Mode = "tls"
)

// Server is one running aiosmtpd.
type Server struct {
	Host    string
	Port    int
	Maildir string
	// Roots trusts the server's self-signed certificate (TLS modes).
	Roots *x509.CertPool
}

// Available reports whether aiosmtpd can run here.
func Available() bool {
	return exec.Command(Python, "-c", "import aiosmtpd").Run() == nil
}

// Start runs aiosmtpd on a free loopback port until the test ends.
func Start(t testing.TB, mode Mode) *Server {
	t.Helper()
	if !Available() {
		t.Skip("python3-aiosmtpd is not installed (apt-get install -y python3-aiosmtpd; `make test` installs it)")
	}
	dir := t.TempDir()
	s := &Server{Host: "127.0.0.1", Port: daemontest.FreePort(t), Maildir: filepath.Join(dir, "mail")}
	args := []string{"-m", "aiosmtpd", "-n", "-l", net.JoinHostPort(s.Host, strconv.Itoa(s.Port))}
	if mode != Plain {
		cert, key := selfSigned(t, dir)
		s.Roots = x509.NewCertPool()
		pemCert, _ := os.ReadFile(cert)
		s.Roots.AppendCertsFromPEM(pemCert)
		if mode == TLS {
			args = append(args, "--smtpscert", cert, "--smtpskey", key)
		} else {
			args = append(args, "--tlscert", cert, "--tlskey", key)
		}
	}
	args = append(args, "-c", "aiosmtpd.handlers.Mailbox", s.Maildir)
	cmd := exec.Command(Python, args...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		c, err := net.Dial("tcp", net.JoinHostPort(s.Host, strconv.Itoa(s.Port)))
		if err == nil {
			c.Close()
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("aiosmtpd did not start: %v", err)
		}
	}
}

// Messages returns the received messages, oldest first, waiting up to 5 s
// for at least want of them.
func (s *Server) Messages(t testing.TB, want int) []*mail.Message {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		files, _ := filepath.Glob(filepath.Join(s.Maildir, "new", "*"))
		if len(files) >= want || time.Now().After(deadline) {
			sortDelivered(files)
			var out []*mail.Message
			for _, f := range files {
				fh, err := os.Open(f)
				if err != nil {
					t.Fatal(err)
				}
				m, err := mail.ReadMessage(fh)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, m)
			}
			return out
		}
	}
}

// selfSigned writes a certificate for 127.0.0.1 and its key.
func selfSigned(t testing.TB, dir string) (certFile, keyFile string) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true, IsCA: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kb, _ := x509.MarshalECPrivateKey(key)
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600)
	return certFile, keyFile
}

// sortDelivered puts Maildir files in delivery order. Python's Maildir
// names them "<seconds>.M<microseconds>P<pid>Q<n>.<host>" with the
// microseconds unpadded, so a plain string sort misorders two mails of the
// same second (M99999 after M100000).
func sortDelivered(files []string) {
	key := func(f string) (sec, usec int64) {
		base := filepath.Base(f)
		fmt.Sscanf(base, "%d.M%d", &sec, &usec)
		return sec, usec
	}
	sort.SliceStable(files, func(i, j int) bool {
		si, ui := key(files[i])
		sj, uj := key(files[j])
		return si < sj || si == sj && ui < uj
	})
}
