package standin

import (
	"fmt"
	"net/http"
	"strconv"
)

// tmdbPersonID is the TMDB person id of a title's i-th cast member.
func tmdbPersonID(m mediaTitle, i int) int { return m.tmdb*10 + i }

// tmdbName is the name TMDB lists the i-th cast member under.
func (m mediaTitle) tmdbName(i int) string {
	if i < len(m.tmdbCast) {
		return m.tmdbCast[i][0]
	}
	return m.cast[i][0]
}

// tmdbPerson is GET /3/person/{id} as TMDB answers it in zh-CN: the name
// stays TMDB's (not translated), the Chinese one is among also_known_as
// with other scripts' spellings; the biography is the zh-CN translation.
func tmdbPerson(r *http.Request) (any, int) {
	id, _ := strconv.Atoi(r.PathValue("id"))
	for _, m := range tmdbCatalogue() {
		i := id - m.tmdb*10
		if i < 0 || i >= len(m.cast) || i > 9 {
			continue
		}
		name, cn := m.tmdbName(i), m.cast[i][0]
		aka := []string{}
		if i < len(m.tmdbCast) {
			aka = append(aka, m.tmdbCast[i][1], cn)
		}
		return map[string]any{"id": id, "name": name, "also_known_as": aka, "adult": false, "gender": 2,
			"biography": fmt.Sprintf("%s，演员，代表作《%s》。", cn, m.cn), "birthday": "1974-11-11", "deathday": nil,
			"known_for_department": "Acting", "place_of_birth": "Los Angeles, California, USA", "popularity": 20.5,
			"imdb_id": fmt.Sprintf("nm%07d", id), "homepage": nil,
			"profile_path": fmt.Sprintf("/profile%d_%d.png", m.tmdb, i)}, 200
	}
	return tmdbNotFound()
}
