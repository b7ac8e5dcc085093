package downloads

import (
	"context"
	"strings"
	"time"
)

// clientAskTimeout bounds the holdings check's questions to the client.
const clientAskTimeout = 5 * time.Second

// Holdings judges w against the records of the same title (by TMDB id,
// else by the release's titles and year) and of the same torrent, and,
// when no record has the torrent, against the client site's torrents go
// to (site "" = not asked): what is filed, downloading or in the client.
func (s *Service) Holdings(ctx context.Context, w Want, site string) (Verdict, error) {
	recs, err := s.titleRecords(ctx, w)
	if err != nil {
		return Verdict{}, err
	}
	// The client is asked briefly: a slow one must not hold up the send
	// (a single it cannot answer about counts as started, so it stays).
	cctx, cancel := context.WithTimeout(ctx, clientAskTimeout)
	defer cancel()
	started := func(r Record) bool {
		l, ok := s.LiveOf(cctx, r)
		return !ok || l.Progress > 0
	}
	v := Judge(w, recs, started)
	if v.Skip || site == "" || len(w.Hashes) == 0 {
		return v, nil
	}
	// A torrent in the client with no record (added by hand, or by 刷流).
	if in, err := s.Has(cctx, site, w.Hashes...); err == nil && in {
		return Verdict{Skip: true, Reason: "同一个种子已在下载器中，跳过"}, nil
	}
	return v, nil
}

// titleRecords are the records Judge weighs for w: the same torrent, the
// same TMDB id, or (a record or a want not identified yet) the same
// title and year.
func (s *Service) titleRecords(ctx context.Context, w Want) ([]Record, error) {
	conds, args := []string{}, []any{}
	for _, h := range w.Hashes {
		conds, args = append(conds, "torrent_hash = ?"), append(args, h)
	}
	if w.TMDBID > 0 {
		conds, args = append(conds, "tmdb_id = ?"), append(args, w.TMDBID)
	}
	var titles []string
	for _, t := range w.Titles {
		if n := norm(t); n != "" {
			titles = append(titles, n)
			// The record's own name as parsed at submit (or the library's
			// after filing); SQL narrows, Go compares the normal forms.
			conds, args = append(conds, "movie_name LIKE ? OR torrent_name LIKE ?"), append(args, "%"+like(t)+"%", "%"+like(t)+"%")
		}
	}
	if len(conds) == 0 {
		return nil, nil
	}
	all, err := s.query(ctx, `SELECT `+recordColumns+` FROM download_record WHERE `+strings.Join(conds, " OR ")+` ORDER BY id`, args...)
	if err != nil {
		return nil, err
	}
	var out []Record
	for _, r := range all {
		if sameTorrent(r, w) || w.TMDBID > 0 && r.TMDBID == w.TMDBID || s.sameTitle(r, w, titles) {
			out = append(out, r)
		}
	}
	return out, nil
}

func sameTorrent(r Record, w Want) bool {
	for _, h := range w.Hashes {
		if r.Hash == h {
			return true
		}
	}
	return false
}

// sameTitle: a title of the record (its name, or its torrent's parsed)
// is one of w's, the year agrees when both know it, and neither side has
// a TMDB id that says otherwise.
func (s *Service) sameTitle(r Record, w Want, titles []string) bool {
	if w.TMDBID > 0 && r.TMDBID > 0 && r.TMDBID != w.TMDBID {
		return false
	}
	if (r.MovieType == "TV") != (w.MediaType == "TV") {
		return false
	}
	if w.Year > 0 && r.MovieYear > 0 && w.Year != r.MovieYear && w.MediaType != "TV" {
		return false
	}
	info := s.names().Read(r.Name, r.Subject).Info
	for _, t := range []string{r.MovieName, info.Title, info.CNTitle, info.ENTitle} {
		if n := norm(t); n != "" {
			for _, x := range titles {
				if n == x {
					return true
				}
			}
		}
	}
	return false
}

// like turns a title into a LIKE pattern: separators match any one
// character ("Black Mirror" finds "Black.Mirror").
func like(t string) string {
	var b strings.Builder
	for _, r := range t {
		switch {
		case r == '%' || r == '_' || r == '\\':
			b.WriteRune('_')
		case r == ' ' || r == '.' || r == '-' || r == ':':
			b.WriteRune('_')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Retire removes the records a pack replaces: the task and its files from
// the client (the same call 删除下载记录 makes) and the record closed as
// deleted, so nothing counts it as held.
func (s *Service) Retire(ctx context.Context, recs []Record) error {
	for _, r := range recs {
		if c, ok := s.Client(ctx, r.Client); ok {
			if err := s.Remove(ctx, c, r.Hash, true); err != nil {
				return err
			}
		}
		if _, err := s.db.ExecContext(ctx, `UPDATE download_record SET status = ?, description = ? WHERE id = ?`,
			StatusDeleted, "已由整季包代替，未开始的下载已删除", r.ID); err != nil {
			return err
		}
	}
	return nil
}
