package library

import (
	"context"
	"os"
	"path/filepath"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
)

// scrapeImages writes poster.jpg and fanart.jpg in the title's folder and,
// for an episode, its season's poster beside them as Kodi, Emby and
// Jellyfin read it (season01-poster.jpg, season-specials-poster.jpg): the
// show folder holds the Season NN folders, so the season art sits with the
// show's. The sources and the language are the 刮削 settings' (images by
// language priority, from the sources in their order). Files already there
// are kept, and nothing is asked when all are.
func scrapeImages(ctx context.Context, img imager, sc settings.Scraper, m Match, t target) error {
	poster, fanart := filepath.Join(t.Folder, "poster.jpg"), filepath.Join(t.Folder, "fanart.jpg")
	season, seasonFile := -1, ""
	if m.Kind == "tv" {
		season, seasonFile = m.Season, filepath.Join(t.Folder, seasonPosterName(m.Season))
	}
	if exists(poster) && exists(fanart) && (seasonFile == "" || exists(seasonFile)) {
		return nil
	}
	req := metadata.ArtRequest{Kind: m.Kind, TMDBID: m.TMDBID, TVDBID: m.Detail.ExternalIDs.TVDBID, Season: season,
		Langs: sc.LangsPriority, Sources: sc.ImageSource, SeasonSources: sc.SeasonImageSource,
		PosterSize: "w500", BackdropSize: "w1280", DefaultPoster: m.Detail.PosterPath, DefaultBackdrop: m.Detail.BackdropPath}
	if sc.HDPoster {
		req.PosterSize = "original"
	}
	if sc.HDBackground {
		req.BackdropSize = "original"
	}
	for _, s := range m.Detail.Seasons {
		if s.SeasonNumber == season {
			req.DefaultSeasonPoster = s.PosterPath
		}
	}
	art := img.ChooseArt(ctx, req)
	for _, f := range []struct{ src, dst string }{{art.Poster, poster}, {art.Backdrop, fanart}, {art.SeasonPoster, seasonFile}} {
		if err := saveImage(ctx, img, f.src, f.dst); err != nil {
			return err
		}
	}
	return nil
}

// seasonPosterName is Kodi's name for a season's poster in the show folder.
func seasonPosterName(n int) string {
	if n == 0 {
		return "season-specials-poster.jpg"
	}
	return "season" + pad2(n) + "-poster.jpg"
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func saveImage(ctx context.Context, img imager, src, dst string) error {
	if src == "" || dst == "" || exists(dst) {
		return nil
	}
	im, err := img.DownloadImage(ctx, src)
	if err != nil {
		return err
	}
	return writeAtomic(dst, im.Body)
}
