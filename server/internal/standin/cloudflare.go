package standin

import (
	"io"
	"net/http"
)

// A NexusPHP stand-in given the option cf_clearance sits behind Cloudflare:
// every request without that cf_clearance cookie, or from another agent than
// cf_ua (Cloudflare binds the clearance to the browser), gets the challenge
// page as Cloudflare serves it: 403, Server: cloudflare, cf-mitigated:
// challenge, "Just a moment...".
func (n *nexusPHP) passedCloudflare(w http.ResponseWriter, r *http.Request) bool {
	want := n.opts.Get("cf_clearance")
	if want == "" {
		return true
	}
	if c, err := r.Cookie("cf_clearance"); err == nil && c.Value == want && r.UserAgent() == n.opts.Get("cf_ua") {
		return true
	}
	w.Header().Set("Server", "cloudflare")
	w.Header().Set("Cf-Mitigated", "challenge")
	w.Header().Set("Content-Type", "text/html; charset=UTF-8")
	w.WriteHeader(http.StatusForbidden)
	io.WriteString(w, challengePage)
	return false
}

const challengePage = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow">
</head><body><div class="main-wrapper" role="main"><div class="main-content"><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: "site",cType: 'managed'};var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f';document.getElementsByTagName('head')[0].appendChild(a);}());</script></body></html>`
