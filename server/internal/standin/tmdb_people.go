package standin

import (
	"fmt"
	"net/http"
	"strconv"
)

// tmdbPersonID is the TMDB person id of a title's i-th cast member
// (directorIndex: its director).
func tmdbPersonID(m mediaTitle, i int) int { return m.tmdb*10 + i }

const directorIndex = 9

// tmdbCrew is a title's crew: its director when the catalogue names one.
func tmdbCrew(m mediaTitle) []map[string]any {
	if m.director[0] == "" {
		return []map[string]any{}
	}
	return []map[string]any{{"id": tmdbPersonID(m, directorIndex), "name": m.director[0], "original_name": m.director[0],
		"job": "Director", "department": "Directing", "known_for_department": "Directing",
		"credit_id": fmt.Sprintf("d%d", m.tmdb), "profile_path": fmt.Sprintf("/profile%d_%d.png", m.tmdb, directorIndex)}}
}

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
		var name, cn, job, dept string
		aka := []string{}
		switch {
		case i == directorIndex && m.director[0] != "":
			name, cn, job, dept = m.director[0], m.director[1], "导演", "Directing"
			aka = append(aka, cn)
		case i >= 0 && i < len(m.cast) && i < directorIndex:
			name, cn, job, dept = m.tmdbName(i), m.cast[i][0], "演员", "Acting"
			if i < len(m.tmdbCast) {
				aka = append(aka, m.tmdbCast[i][1], cn)
			}
		default:
			continue
		}
		return map[string]any{"id": id, "name": name, "also_known_as": aka, "adult": false, "gender": 2,
			"biography": fmt.Sprintf("%s，%s，代表作《%s》。", cn, job, m.cn), "birthday": "1974-11-11", "deathday": nil,
			"known_for_department": dept, "place_of_birth": "Los Angeles, California, USA", "popularity": 20.5,
			"imdb_id": fmt.Sprintf("nm%07d", id), "homepage": nil,
			"profile_path": fmt.Sprintf("/profile%d_%d.png", m.tmdb, i)}, 200
	}
	return tmdbNotFound()
}
