package ptsites

import (
	"context"
	"net/url"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/settings"
)

// flaresolverr answers the FlareSolverr of 设置 › Cloudflare穿透 (nil while
// none is set). One client per address, kept while the address is
// unchanged, so each site keeps its browser session there and the open
// sites' fingerprints stay the same.
func (s *Service) flaresolverr(ctx context.Context) *indexer.FlareSolverr {
	cf, err := settings.PassCloudflareSection.Load(ctx, s.store)
	if err != nil || cf.FSAPI == "" {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.flare == nil || s.flare.URL != cf.FSAPI {
		s.flare = indexer.NewFlareSolverr(cf.FSAPI)
	}
	return s.flare
}

// cloudflareAt is when the site's pages last needed FlareSolverr ("" never
// since start), for its card.
func (s *Service) cloudflareAt(st settings.Site, def *indexer.Definition) string {
	s.mu.Lock()
	flare := s.flare
	s.mu.Unlock()
	if flare == nil {
		return ""
	}
	base := st.SiteURL
	if base == "" && def != nil && len(def.Links) > 0 {
		base = def.Links[0]
	}
	u, err := url.Parse(base)
	if err != nil {
		return ""
	}
	if at := flare.UsedAt(u.Hostname()); !at.IsZero() {
		return at.Format(stamp)
	}
	return ""
}
