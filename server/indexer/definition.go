// Package indexer searches PT sites. Most sites are described by Cardigann
// definitions (the YAML format of Jackett's indexers): login, search request,
// row and field selectors with filters. Sites with an API instead of pages
// (M-Team) and Torznab feeds (Jackett, Prowlarr) have native clients behind
// the same Site interface.
package indexer

import "strings"

// Definition is the subset of a Cardigann definition that NexusPHP-family
// sites need, plus two additions of ours: Type (cardigann, torznab, mteam)
// and UserInfo (the pages the dashboard's statistics are read from).
type Definition struct {
	ID          string         `yaml:"id"`
	Name        string         `yaml:"name"`
	Description string         `yaml:"description"`
	Language    string         `yaml:"language"`
	Type        string         `yaml:"type"` // the site's kind (private, public, semi-private), or our torznab | mteam
	Encoding    string         `yaml:"encoding"`
	Links       []string       `yaml:"links"`
	Caps        Caps           `yaml:"caps"`
	Settings    []SettingField `yaml:"settings"`
	Login       Login          `yaml:"login"`
	Search      Search         `yaml:"search"`
	Download    DownloadBlock  `yaml:"download"`
	UserInfo    []Page         `yaml:"userinfo"`
	Details     Page           `yaml:"details"`
	RateLimit   int            `yaml:"ratelimit"` // searches per hour; 0 = default
	// RequestDelay is the Cardigann format's least time between two
	// requests to the site, in seconds.
	RequestDelay float64           `yaml:"requestDelay"`
	Extra        map[string]string `yaml:"extra"`
}

// Caps maps site categories to the console's categories (api-contract
// §3.2 PermissionCategory: Movie, TV, Documentary, Anime, Music, AV).
type Caps struct {
	CategoryMappings []CategoryMapping   `yaml:"categorymappings"`
	Categories       map[string]string   `yaml:"categories"` // the older form: site id → category
	Modes            map[string][]string `yaml:"modes"`
}

// CategoryMapping: site category id → console category.
type CategoryMapping struct {
	ID   string `yaml:"id"`
	Cat  string `yaml:"cat"`
	Desc string `yaml:"desc"`
}

// SettingField is a user setting the templates read as .Config.<name>.
type SettingField struct {
	Name    string `yaml:"name"`
	Type    string `yaml:"type"`
	Label   string `yaml:"label"`
	Default string `yaml:"default"`
	// Options of a select: its keys are the values templates see, in the
	// definition's order; the values are what the user reads.
	Options OrderedMap `yaml:"options"`
}

// Login describes how a session is opened and tested.
type Login struct {
	Path       string            `yaml:"path"`
	Method     string            `yaml:"method"` // cookie | post | form | get | oneurl | none
	Form       string            `yaml:"form"`
	SubmitPath string            `yaml:"submitpath"`
	Inputs     map[string]string `yaml:"inputs"`
	Error      []ErrorBlock      `yaml:"error"`
	Test       PageTest          `yaml:"test"`
	// form logins: inputs read from the login page (selectorinputs go in
	// the form, getselectorinputs in the submit address's query)
	SelectorInputs    map[string]Selector `yaml:"selectorinputs"`
	GetSelectorInputs map[string]Selector `yaml:"getselectorinputs"`
	Cookies           []string            `yaml:"cookies"`   // "name=value" set before signing in
	Selectors         bool                `yaml:"selectors"` // the inputs' keys are selectors of the form's inputs
	Headers           Headers             `yaml:"headers"`
	// Captcha: the sign-in page shows an image (Selector) whose text the
	// user types; it is sent as the form's Input.
	Captcha *struct {
		Type     string `yaml:"type"`
		Selector string `yaml:"selector"`
		Input    string `yaml:"input"`
	} `yaml:"captcha"`
}

// ErrorBlock: when Selector matches, the login failed with Message (or the
// selected text).
type ErrorBlock struct {
	Selector string    `yaml:"selector"`
	Message  *Selector `yaml:"message"`
}

// PageTest: the session is valid when Selector matches on Path.
type PageTest struct {
	Path     string `yaml:"path"`
	Selector string `yaml:"selector"`
}

// Search is the search request and how its answer is read.
type Search struct {
	Paths           []SearchPath      `yaml:"paths"`
	Path            string            `yaml:"path"` // the older single-path form
	Headers         Headers           `yaml:"headers"`
	Error           []ErrorBlock      `yaml:"error"`
	Inputs          map[string]string `yaml:"inputs"`
	KeywordsFilters []Filter          `yaml:"keywordsfilters"`
	Rows            RowsBlock         `yaml:"rows"`
	Fields          Fields            `yaml:"fields"`
	Pages           int               `yaml:"pages"`     // addition: result pages to read (default 1)
	PageInput       string            `yaml:"pageinput"` // addition: query name of the 0-based page number
	NextPage        string            `yaml:"nextpage"`  // addition: read further pages only while this matches
	// BothTitles (addition): a keyword search matches the subtitle as well
	// as the title (NexusPHP searches name and small_descr), so one query
	// by either title finds a release named by the other: a subscription
	// needs one query here, not one per title.
	BothTitles bool `yaml:"bothtitles"`
}

// SearchPath is one request of a search.
type SearchPath struct {
	Path       string            `yaml:"path"`
	Method     string            `yaml:"method"`
	Inputs     map[string]string `yaml:"inputs"`
	Categories []string          `yaml:"categories"`
	Response   struct {
		Type             string `yaml:"type"` // "" (html) | json
		NoResultsMessage string `yaml:"noResultsMessage"`
	} `yaml:"response"`
}

// RowsBlock selects the result rows.
type RowsBlock struct {
	Selector  string    `yaml:"selector"`
	After     int       `yaml:"after"`
	Remove    string    `yaml:"remove"`
	Filters   []Filter  `yaml:"filters"`
	Attribute string    `yaml:"attribute"` // JSON: the rows are (in) this key of each row
	Multiple  bool      `yaml:"multiple"`  // JSON: the attribute is a list of rows
	Count     *Selector `yaml:"count"`     // JSON: the number of results (0 = none)
	// DateHeaders: rows without a date take it from the nearest header row
	// above them that this selects.
	DateHeaders *Selector `yaml:"dateheaders"`

	MissingAttributeEqualsNoResults bool `yaml:"missingAttributeEqualsNoResults"`
}

// DownloadBlock: how the .torrent link of a details page is found (only
// when the row has none).
type DownloadBlock struct {
	Selectors []Selector `yaml:"selectors"`
	Method    string     `yaml:"method"` // of the .torrent request: get (default) | post
	Headers   Headers    `yaml:"headers"`
	// Before: a request the site wants before the download (a "thanks",
	// a token page); its answer may be where the selectors look.
	Before *struct {
		Path         string            `yaml:"path"`
		Method       string            `yaml:"method"`
		Inputs       map[string]string `yaml:"inputs"`
		PathSelector *Selector         `yaml:"pathselector"`
	} `yaml:"before"`
	// Infohash: the details page shows the info-hash (and title) instead of
	// a .torrent: the download is a magnet made of them.
	Infohash *struct {
		Hash              Selector `yaml:"hash"`
		Title             Selector `yaml:"title"`
		UseBeforeResponse bool     `yaml:"usebeforeresponse"`
	} `yaml:"infohash"`
}

// Page is one page read for its fields (user info, details).
type Page struct {
	Path   string `yaml:"path"`
	Fields Fields `yaml:"fields"`
}

// Selector is one field: a CSS selector (or a template text), what to read
// from the match, filters, and a case map.
type Selector struct {
	Selector  string     `yaml:"selector"`
	Optional  bool       `yaml:"optional"`
	Default   string     `yaml:"default"`
	Text      string     `yaml:"text"`
	Attribute string     `yaml:"attribute"`
	Remove    string     `yaml:"remove"`
	Filters   []Filter   `yaml:"filters"`
	Case      OrderedMap `yaml:"case"`
	// UseBeforeResponse: a download selector reads download.before's answer.
	UseBeforeResponse bool `yaml:"usebeforeresponse"`
}

// Filter is one Cardigann filter: name and its arguments.
type Filter struct {
	Name string `yaml:"name"`
	Args any    `yaml:"args"`
}

// Engine is how the site is searched. In the Cardigann format `type` is
// the site's kind (private, public, semi-private): such a file, or one
// with no type, is a Cardigann definition. "torznab" and "mteam" are our
// native clients. "" = a type nobody knows.
func (d *Definition) Engine() string {
	switch t := strings.ToLower(d.Type); t {
	case "", "cardigann", "private", "public", "semi-private":
		return "cardigann"
	case "torznab", "mteam":
		return t
	}
	return ""
}

// Value is what templates see of a setting the user left at its default.
// A checkbox is "True" when on and "" when off, as Jackett hands it to
// templates: `default: false` must test false in {{ if .Config.x }}.
func (f SettingField) Value() string {
	if f.Type != "checkbox" {
		return f.Default
	}
	if strings.EqualFold(strings.TrimSpace(f.Default), "true") {
		return "True"
	}
	return ""
}
