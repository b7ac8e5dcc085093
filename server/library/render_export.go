package library

import (
	"context"
	"errors"

	"github.com/movie-robot/web-console/server/settings"
)

// Render fills one of the stored Jinja-style naming templates (the same
// renderer the organiser names folders and files with), so the subtitle
// engine names its files by the same rules.
func Render(tmpl string, v Vars) string { return render(tmpl, v) }

// RefreshServers asks the media servers with refresh_media_server on to scan
// dirs again (what filing does after it placed something).
func (s *Service) RefreshServers(ctx context.Context, dirs []string) error {
	servers, err := settings.MediaServersSection.Load(ctx, s.store)
	if err != nil {
		return err
	}
	return errors.Join(refreshServers(ctx, s.hc, servers, dirs)...)
}
