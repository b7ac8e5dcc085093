package standin

import "net/http"

// RelogPath makes a NexusPHP stand-in issue a new session cookie (POST
// ?cookie=…), as the real site does when the user signs in again in the
// browser: the old cookie stops working at once.
const RelogPath = "/__standin/relog"

func (n *nexusPHP) relog(w http.ResponseWriter, r *http.Request) {
	cookie := r.URL.Query().Get("cookie")
	if r.Method != http.MethodPost || cookie == "" {
		http.Error(w, "POST ?cookie=<the new cookie>", http.StatusBadRequest)
		return
	}
	n.mu.Lock()
	n.cookie = cookie
	n.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

// siteCookie is the cookie the site accepts now.
func (n *nexusPHP) siteCookie() string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.cookie
}
