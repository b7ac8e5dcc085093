package api

import (
	"encoding/base64"
	"net/http"

	"github.com/movie-robot/web-console/server/ptsites"
)

// siteCaptcha (an addition) answers the captcha image of a site's sign-in
// as a data: URL, for the site dialog; the body is the dialog's fields, as
// for site/save_site, whose `captcha` then carries the answer.
func (s *Server) siteCaptcha(w http.ResponseWriter, r *http.Request) (any, error) {
	var in ptsites.SaveInput
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	img, err := s.sites.Captcha(r.Context(), in)
	if err != nil {
		return nil, bizErr(err)
	}
	return map[string]string{"image": "data:" + img.ContentType + ";base64," + base64.StdEncoding.EncodeToString(img.Image)}, nil
}
