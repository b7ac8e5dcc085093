package standin

import (
	"encoding/json"
	"net/http"
)

// PublishPath adds torrents to a NexusPHP stand-in's list while it runs
// (POST, a JSON array of {id, cat, name, subtitle, size, seeders, imdb,
// douban}): a browser test lets a show's episodes appear between two reads
// of the site's latest list, the way a real site publishes them.
const PublishPath = "/__standin/publish"

type published struct {
	ID       int    `json:"id"`
	Cat      int    `json:"cat"`
	Name     string `json:"name"`
	Subtitle string `json:"subtitle"`
	Size     string `json:"size"`
	Seeders  int    `json:"seeders"`
	IMDb     string `json:"imdb"`
	Douban   string `json:"douban"`
	Added    string `json:"added"`
}

func (n *nexusPHP) publish(w http.ResponseWriter, r *http.Request) {
	var in []published
	if r.Method != http.MethodPost || json.NewDecoder(r.Body).Decode(&in) != nil {
		http.Error(w, "POST a JSON array of torrents", http.StatusBadRequest)
		return
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, p := range in {
		if p.ID == 0 || p.Name == "" || p.Size == "" {
			http.Error(w, "each torrent needs id, name and size", http.StatusBadRequest)
			return
		}
		added := p.Added
		if added == "" {
			added = "2026-11-24 12:00:00"
		}
		// Newest first, as torrents.php lists them.
		n.rows = append([]npTorrent{{ID: p.ID, Cat: p.Cat, Name: p.Name, Subtitle: p.Subtitle, SizeText: p.Size,
			Seeders: p.Seeders, Added: added, IMDb: p.IMDb, Douban: p.Douban}}, n.rows...)
	}
	w.WriteHeader(http.StatusNoContent)
}

// list is the current torrent list (publish may add to it concurrently).
func (n *nexusPHP) list() []npTorrent {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.rows
}
