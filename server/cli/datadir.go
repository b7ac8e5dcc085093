package cli

import (
	"fmt"
	"io/fs"
	"os"
)

// privateDirMode is the data folder's and logs/'s mode: they hold the
// database (password hashes, service keys), the JWT secret and logs that
// name users and paths, so no other local user may even list them.
const privateDirMode fs.FileMode = 0o700

// preparePrivateDirs creates each dir with privateDirMode, or tightens one
// that already exists (left by an older build, another umask, or made by
// hand) — os.MkdirAll leaves an existing folder's mode alone. If a folder
// cannot be tightened (say it belongs to another user) the program refuses
// to start: running with a readable secret would be worse than not running.
func preparePrivateDirs(chmod func(string, fs.FileMode) error, dirs ...string) error {
	for _, dir := range dirs {
		if err := os.MkdirAll(dir, privateDirMode); err != nil {
			return fmt.Errorf("cannot create the folder %s: %w", dir, err)
		}
		info, err := os.Stat(dir)
		if err != nil {
			return fmt.Errorf("cannot read the folder %s: %w", dir, err)
		}
		if !info.IsDir() {
			return fmt.Errorf("%s is not a folder", dir)
		}
		if info.Mode().Perm() == privateDirMode {
			continue
		}
		if err := chmod(dir, privateDirMode); err != nil {
			return fmt.Errorf("the folder %s has mode %04o and cannot be made private (0700): %w; "+
				"run as the folder's owner or run chmod 700 on it", dir, info.Mode().Perm(), err)
		}
	}
	return nil
}
