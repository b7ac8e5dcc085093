package subscribe

import "context"

// Progress is what the subscription engine knows of one subscription: when
// it runs next and, for a season, which episodes the library and the
// download records already hold. The subscription detail view shows it.
type Progress struct {
	NextRun string `json:"next_run"` // 'YYYY-MM-DD HH:MM:SS'; "" = not scheduled
	LastRun string `json:"last_run"` // "" = never ran
	Total   int    `json:"total"`    // episodes of the season (0 for movies or unknown)
	Have    []int  `json:"have"`     // episode numbers already held
	Missing []int  `json:"missing"`  // episode numbers still wanted
	Coming  []int  `json:"coming"`   // of Missing, those a download is fetching now
	Airing  bool   `json:"airing"`   // the season is still airing
}

// ProgressSource is the engine's side of Progress (server/subengine).
type ProgressSource interface {
	Progress(ctx context.Context, subID int64) (Progress, error)
}

// UseProgress wires the engine in; until then Progress reports nothing known.
func (s *Service) UseProgress(p ProgressSource) { s.progress.Store(&p) }

// Progress of subscription id as the engine reports it (zero when no engine runs).
func (s *Service) Progress(ctx context.Context, id int64) (Progress, error) {
	if p := s.progress.Load(); p != nil {
		return (*p).Progress(ctx, id)
	}
	return Progress{Have: []int{}, Missing: []int{}, Coming: []int{}}, nil
}
