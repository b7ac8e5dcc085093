// Package fault holds the one refusal every domain package returns for a
// request the user must change (a field left empty, a name taken, a site
// that refused): its message is Chinese and shown to the user as is. The
// API sends it as a business error whichever package it came from, so no
// handler translates one package's refusal into another's.
package fault

// Invalid is a refusal shown as is.
type Invalid struct{ Message string }

func (e Invalid) Error() string { return e.Message }
