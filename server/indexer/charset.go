package indexer

import (
	"bytes"
	"io"
	"mime"
	"strings"

	"golang.org/x/net/html/charset"
)

// toUTF8 converts a page in another charset (older NexusPHP sites serve
// GBK/GB18030) using the Content-Type header, the page's <meta> or the
// definition's encoding; UTF-8 pages are returned as they are.
func toUTF8(body []byte, contentType, declared string) []byte {
	label := declared
	if _, params, err := mime.ParseMediaType(contentType); err == nil && params["charset"] != "" {
		label = params["charset"]
	}
	if label == "" {
		if _, name, certain := charset.DetermineEncoding(body, contentType); certain || name != "windows-1252" {
			label = name
		}
	}
	if label == "" || strings.EqualFold(label, "utf-8") || strings.EqualFold(label, "utf8") {
		return body
	}
	r, err := charset.NewReaderLabel(label, bytes.NewReader(body))
	if err != nil {
		return body
	}
	out, err := io.ReadAll(r)
	if err != nil {
		return body
	}
	return out
}
