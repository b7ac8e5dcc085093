package settings

import "strings"

// PassCloudflare is Cloudflare穿透设置: the FlareSolverr API address.
type PassCloudflare struct {
	FSAPI string `json:"fs_api" required:"true"` // "" = not used; present, so {} is no "clear it"
}

// PassCloudflareSection is stored under "setting.pass_cloudflare".
var PassCloudflareSection = Section[PassCloudflare]{Key: "setting.pass_cloudflare", Default: func() PassCloudflare {
	return PassCloudflare{}
}}

// Validate checks the form: empty, or an http(s) URL ending in /v1.
func (in PassCloudflare) Validate() (PassCloudflare, error) {
	u, err := checkHTTPURL("flaresolverr api地址", in.FSAPI, false)
	if err != nil {
		return PassCloudflare{}, err
	}
	if u != "" && !strings.HasSuffix(u, "/v1") {
		return PassCloudflare{}, invalid("flaresolverr api地址必须以/v1结尾，例如 http://127.0.0.1:8191/v1")
	}
	return PassCloudflare{FSAPI: u}, nil
}
