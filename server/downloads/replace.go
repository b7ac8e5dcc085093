package downloads

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/library"
)

// replacedBy is the description of a record whose version a better one
// replaced in the library (the records page shows why its path is gone).
const replacedBy = "已被更高质量的版本替换："

// replaceOlder: r, a better version (洗版), is now in the library (the
// organiser's results); the older versions of the same media leave it —
// only when every file of r was placed, so a failure never leaves an
// episode with neither version. Their library files go — the downloads stay in the client's
// folder, of which the library file is a separate link or copy (in move
// mode it was the only copy: removing it is what replacing means) — and
// their records lose the path and say why.
func (s *Service) replaceOlder(ctx context.Context, org Organiser, r Record, results []library.Result) error {
	targets := placed(results)
	if len(targets) < len(results) {
		return errors.New("有文件没有整理成功，旧版本保留")
	}
	olds, err := s.olderVersions(ctx, r)
	if err != nil || len(olds) == 0 {
		return err
	}
	vs := make([]library.Version, len(olds))
	for i, o := range olds {
		vs[i].Target = o.LinkPath
		if o.ContentName != "" { // else the save folder: far more than this download
			vs[i].Source = s.localPath(ctx, filepath.Join(o.SavePath, o.ContentName))
		}
	}
	errs := org.RemoveVersions(ctx, vs, targets)
	for i, o := range olds {
		if errs[i] != nil {
			slog.Warn("downloads: 洗版 kept the older version", "record", o.ID, "err", errs[i])
			s.note(ctx, "a record's failed 洗版", o.ID, "description = ?", "未能用更高质量的版本替换："+errs[i].Error())
			continue
		}
		if err := s.update(ctx, o.ID, "link_path = '', description = ?", replacedBy+filepath.Base(targets[0])); err != nil {
			return err
		}
	}
	return nil
}

// olderVersions are the earlier records of r's media still in the
// library: of the same movie/TV subscription, or of the same TMDB title
// and type; for TV of the same season, with episodes r covers all of (a
// single better episode must not take a whole season pack away).
func (s *Service) olderVersions(ctx context.Context, r Record) ([]Record, error) {
	same, args := []string{}, []any{r.ID}
	if r.SubType == SubTypeSubscribe && r.SubID != 0 {
		same, args = append(same, "(sub_type = ? AND sub_id = ?)"), append(args, SubTypeSubscribe, r.SubID)
	}
	if r.TMDBID != 0 {
		same, args = append(same, "(tmdb_id = ? AND movie_type = ?)"), append(args, r.TMDBID, r.MovieType)
	}
	if len(same) == 0 {
		return nil, nil
	}
	recs, err := s.query(ctx, `SELECT `+recordColumns+` FROM download_record WHERE id < ? AND link_path <> '' AND (`+
		strings.Join(same, " OR ")+`) ORDER BY id`, args...)
	if err != nil || r.MovieType != "TV" {
		return recs, err
	}
	return slices.DeleteFunc(recs, func(o Record) bool {
		return o.Season != r.Season || !coversEpisodes(r.Episodes, o.Episodes)
	}), nil
}

// coversEpisodes: the comma list have holds every episode of old ("" is
// a whole season).
func coversEpisodes(have, old string) bool {
	if have == "" {
		return true
	}
	if old == "" {
		return false
	}
	return subset(ParseEpisodes(old), ParseEpisodes(have))
}

// placed are the library targets the organiser placed (main file first).
func placed(results []library.Result) []string {
	var out []string
	for _, res := range results {
		if res.OK {
			out = append(out, res.Target)
		}
	}
	return out
}
