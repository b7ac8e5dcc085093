package clients

import (
	"encoding/json"
	"net/http"
)

// plex checks a Plex Media Server. /identity reports the version but is
// public, so /library/sections is asked too: it proves the token works.
func (s *session) plex(token string) (string, error) {
	res, body, err := s.plexGet("/identity", token)
	if err != nil {
		return "", err
	}
	if res.StatusCode != http.StatusOK {
		return "", unexpected(res.StatusCode)
	}
	var id struct {
		MediaContainer struct {
			Version string `json:"version"`
		} `json:"MediaContainer"`
	}
	if json.Unmarshal(body, &id) != nil || cleanVersion(id.MediaContainer.Version) == "" {
		return "", notThe("Plex")
	}
	res, _, err = s.plexGet("/library/sections", token)
	if err != nil {
		return "", err
	}
	switch res.StatusCode {
	case http.StatusOK:
		return cleanVersion(id.MediaContainer.Version), nil
	case http.StatusUnauthorized, http.StatusForbidden:
		return "", fail("Token无效")
	}
	return "", unexpected(res.StatusCode)
}

func (s *session) plexGet(path, token string) (*http.Response, []byte, error) {
	req, err := s.newRequest(http.MethodGet, s.endpoint(path), nil)
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("X-Plex-Token", token)
	return s.do(req)
}
