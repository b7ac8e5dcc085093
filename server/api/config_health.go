package api

import (
	"context"
	"errors"
	"time"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/settings"
)

// Checker checks connections to configured services; *clients.Checker is
// the real one. Errors it returns are *clients.Error, whose Reason is safe
// to show.
type Checker interface {
	CheckMediaServer(ctx context.Context, m clients.MediaServer) (string, error)
	CheckDownloadClient(ctx context.Context, d clients.DownloadClient) (string, error)
}

// msgCheckFailed stands in for a failure that carries no reason of its own.
const msgCheckFailed = "连接检查失败"

// runCheck runs one connection check and turns its outcome into a Health.
func (s *Server) runCheck(ctx context.Context, check func(context.Context) (string, error)) settings.Health {
	version, err := check(ctx)
	if err == nil {
		return settings.NewHealth(version, false, "", time.Now())
	}
	reason := msgCheckFailed
	if ce, ok := errors.AsType[*clients.Error](err); ok {
		reason = ce.Reason
	}
	return settings.NewHealth("", true, reason, time.Now())
}

// mediaServerService and downloadClientService wire the two checked
// sections to the checker.
func (s *Server) mediaServerService() service[settings.MediaServer] {
	return service[settings.MediaServer]{
		section: settings.MediaServerSection,
		health:  settings.MediaServerHealthSection,
		check: func(ctx context.Context, m settings.MediaServer) (string, error) {
			return s.checker.CheckMediaServer(ctx, clients.MediaServer{Type: m.Type, URL: m.URL, Token: m.Token})
		},
		next: "/setup/download-client",
	}
}

func (s *Server) downloadClientService() service[settings.DownloadClient] {
	return service[settings.DownloadClient]{
		section: settings.DownloadClientSection,
		health:  settings.DownloadClientHealthSection,
		check: func(ctx context.Context, d settings.DownloadClient) (string, error) {
			return s.checker.CheckDownloadClient(ctx, clients.DownloadClient{
				Type: d.Type, URL: d.URL, Username: d.Username, Password: d.Password, NeedLogin: d.NeedLogin,
			})
		},
		next: "/setup/media-path",
	}
}
