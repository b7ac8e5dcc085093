package httpx

import "mime"

// extraMIMETypes pins the Content-Type of every file kind the web build emits.
// Go's mime package merges the host's /etc/mime.types over its built-in table,
// so without this a minimal container (or an odd distro table) could serve the
// app's JavaScript or fonts with a type the browser refuses under nosniff.
var extraMIMETypes = map[string]string{
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".svg":         "image/svg+xml",
	".ico":         "image/x-icon",
	".png":         "image/png",
	".woff2":       "font/woff2",
	".woff":        "font/woff",
	".webmanifest": "application/manifest+json",
	".txt":         "text/plain; charset=utf-8",
}

func init() {
	for ext, typ := range extraMIMETypes {
		if err := mime.AddExtensionType(ext, typ); err != nil {
			panic("httpx: bad MIME table entry " + ext + ": " + err.Error())
		}
	}
}

// contentTypeFor returns the Content-Type for a file name. Unknown kinds get
// application/octet-stream rather than content sniffing, so no build file can
// ever be guessed into text/html.
func contentTypeFor(name string) string {
	if typ := mime.TypeByExtension(extOf(name)); typ != "" {
		return typ
	}
	return "application/octet-stream"
}

// extOf is path.Ext for slash-separated names (kept separate so callers never
// pass the .br/.gz twin's name by mistake: they pass the original file name).
func extOf(name string) string {
	for i := len(name) - 1; i >= 0 && name[i] != '/'; i-- {
		if name[i] == '.' {
			return name[i:]
		}
	}
	return ""
}
