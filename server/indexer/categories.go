package indexer

import (
	"maps"
	"slices"
	"strings"
)

// consoleCat maps a site category id to the console's category.
func (c *cardigann) consoleCat(id string) string {
	id = strings.TrimSpace(id)
	for _, m := range c.def.Caps.mappings() {
		if m.ID == id {
			return ConsoleCategory(m.Cat)
		}
	}
	return ""
}

// ConsoleCategory maps a definition's category — ours (Movie, TV …) or
// the Torznab names Jackett's files use (Movies/HD, TV/Anime, XXX …) — to
// the console's categories.
func ConsoleCategory(cat string) string {
	switch c := strings.ToLower(cat); {
	case c == "movie" || strings.HasPrefix(c, "movies"):
		return "Movie"
	case c == "documentary" || c == "tv/documentary":
		return "Documentary"
	case c == "anime" || c == "tv/anime":
		return "Anime"
	case c == "tv" || strings.HasPrefix(c, "tv/"):
		return "TV"
	case c == "music" || strings.HasPrefix(c, "audio"):
		return "Music"
	case c == "av" || strings.HasPrefix(c, "xxx"):
		return "AV"
	}
	return ""
}

func (c *cardigann) consoleCats(ids []string) []string {
	var out []string
	for _, id := range ids {
		out = append(out, c.consoleCat(id))
	}
	return out
}

// siteCategories lists the site's category ids of the wanted console
// categories, for {{ range .Categories }}.
func (c *cardigann) siteCategories(want []string) []string {
	if len(want) == 0 {
		return nil
	}
	var out []string
	for _, m := range c.def.Caps.mappings() {
		if slices.Contains(want, ConsoleCategory(m.Cat)) {
			out = append(out, m.ID)
		}
	}
	return out
}

func overlaps(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

// mappings are the category mappings of either form: the list, then the
// older `categories: {id: cat}` map in id order.
func (cp Caps) mappings() []CategoryMapping {
	if len(cp.Categories) == 0 {
		return cp.CategoryMappings
	}
	out := slices.Clone(cp.CategoryMappings)
	for _, id := range slices.Sorted(maps.Keys(cp.Categories)) {
		out = append(out, CategoryMapping{ID: id, Cat: cp.Categories[id]})
	}
	return out
}
