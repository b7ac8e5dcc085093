package plugins

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"strings"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/plugins/bundled"
)

// bundledScheme marks the download URL of a plugin shipped in the binary.
const bundledScheme = "bundled:"

var (
	bundledOnce     sync.Once
	bundledArchives map[string][]byte
	bundledList     []Listing
)

// bundledListings is the built-in market entry: each bundled plugin packed
// as a .tar.gz with its SHA-256, so it installs through the same checked
// path as a downloaded one.
func bundledListings() []Listing {
	bundledOnce.Do(packBundled)
	return append([]Listing(nil), bundledList...)
}

func packBundled() {
	bundledArchives = map[string][]byte{}
	dirs, _ := fs.ReadDir(bundled.FS, ".")
	for _, d := range dirs {
		raw, err := fs.ReadFile(bundled.FS, d.Name()+"/manifest.json")
		if err != nil {
			continue
		}
		m, err := ParseManifest(raw)
		if err != nil {
			panic("plugins: bundled " + d.Name() + ": " + err.Error()) // a build mistake
		}
		archive := tarFolder(bundled.FS, d.Name(), m.Exec)
		sum := sha256.Sum256(archive)
		bundledArchives[m.Name] = archive
		bundledList = append(bundledList, Listing{Name: m.Name, Title: m.Title, Author: m.Author,
			Description: m.Description, GithubURL: m.GithubURL, HelpDocURL: m.HelpDocURL, bundled: true,
			Versions: []Release{{Version: m.Version, GmtCreate: "2026-11-24", Changelog: "- 随程序附带的版本",
				URL: bundledScheme + m.Name, SHA256: hex.EncodeToString(sum[:]), ConfigField: m.Config}}})
	}
}

// tarFolder packs dir of fsys (exec gets mode 0755).
func tarFolder(fsys fs.FS, dir, exec string) []byte {
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		name := strings.TrimPrefix(p, dir+"/")
		mode := int64(0o644)
		if name == exec {
			mode = 0o755
		}
		tw.WriteHeader(&tar.Header{Name: name, Mode: mode, Size: int64(len(body)), ModTime: time.Unix(0, 0), Typeflag: tar.TypeReg})
		_, err = tw.Write(body)
		return err
	})
	tw.Close()
	gz.Close()
	return buf.Bytes()
}
