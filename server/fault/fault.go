// Package fault holds the one refusal every domain package returns for a
// request the user must change (a field left empty, a name taken), or a
// failure the user reads in its own words (a media server that refused
// the key, a plugin's bad manifest): its message is Chinese and shown as
// is. The API sends it as a business error whichever package it came
// from (a value or a pointer), so no handler translates one package's
// error into another's.
package fault

// Invalid is a refusal shown as is.
type Invalid struct{ Message string }

func (e Invalid) Error() string { return e.Message }
