package clients

import (
	"encoding/json"
	"net/http"
)

// emby checks Emby or Jellyfin: GET /System/Info needs a valid API key and
// reports the version. Emby documents the X-Emby-Token header; Jellyfin's
// docs use the Authorization header with the MediaBrowser scheme.
func (s *session) emby(apiKey string, jellyfin bool) (string, error) {
	product := "Emby"
	if jellyfin {
		product = "Jellyfin"
	}
	req, err := s.newRequest(http.MethodGet, s.endpoint("/System/Info"), nil)
	if err != nil {
		return "", err
	}
	req.Header.Set("Accept", "application/json")
	if jellyfin {
		req.Header.Set("Authorization", `MediaBrowser Token="`+apiKey+`"`)
	} else {
		req.Header.Set("X-Emby-Token", apiKey)
	}
	res, body, err := s.do(req)
	if err != nil {
		return "", err
	}
	switch res.StatusCode {
	case http.StatusOK:
	case http.StatusUnauthorized, http.StatusForbidden:
		return "", fail("API密钥无效")
	default:
		return "", unexpected(res.StatusCode)
	}
	var info struct {
		Version string `json:"Version"`
	}
	if json.Unmarshal(body, &info) != nil || cleanVersion(info.Version) == "" {
		return "", notThe(product)
	}
	return cleanVersion(info.Version), nil
}
