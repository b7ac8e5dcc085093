package notify

import (
	"encoding/base64"
	"fmt"
)

// icon is a small badge (brand colour, a letter) as a data: URL: the
// built-in backend serves no image files, and the page's CSP allows data:
// images.
func icon(color, text string) string {
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">`+
		`<rect width="48" height="48" rx="10" fill="%s"/>`+
		`<text x="24" y="32" font-size="22" font-family="sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">%s</text></svg>`,
		color, text)
	return "data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString([]byte(svg))
}
