package settings

import (
	"encoding/json"
	"maps"
	"slices"
)

// Scraper is 全局刮削设置 (api-contract §2.4 get_scraper). The page sends
// back every key the GET returned, so keys this version does not know are
// kept (Extra) and answered again: a newer front end loses nothing here.
// Every known key is required (the API's decoder checks the tag): a save
// is the whole form, and a missing key would silently reset that field.
type Scraper struct {
	GenerateNFO         bool                       `json:"generate_nfo" required:"true"`
	EnableDownloadImage bool                       `json:"enable_download_image" required:"true"`
	UseCNPersonName     bool                       `json:"use_cn_person_name" required:"true"`
	PersonNFOPath       string                     `json:"person_nfo_path" required:"true"`
	HDPoster            bool                       `json:"hd_poster" required:"true"`
	HDBackground        bool                       `json:"hd_background" required:"true"`
	LangsPriority       []string                   `json:"langs_priority" required:"true"`      // zh, en in priority order
	ImageSource         []string                   `json:"image_source" required:"true"`        // enabled sources in priority order
	SeasonImageSource   []string                   `json:"season_image_source" required:"true"` // same
	Extra               map[string]json.RawMessage `json:"-"`
}

// Scraper options (api-contract §3.2).
var (
	ScraperLangs   = []string{"zh", "en"}
	ScraperSources = []string{"FanArt", "TheMovieDB"}
)

// ScraperSection is stored under "setting.scraper".
var ScraperSection = Section[Scraper]{Key: "setting.scraper", Default: func() Scraper {
	return Scraper{
		GenerateNFO: true, EnableDownloadImage: true, UseCNPersonName: true, HDPoster: true,
		LangsPriority: []string{"zh", "en"}, ImageSource: []string{"FanArt", "TheMovieDB"},
		SeasonImageSource: []string{"FanArt", "TheMovieDB"},
	}
}}

// scraperFields aliases Scraper without its methods, for plain encoding.
type scraperFields Scraper

// MarshalJSON writes the known keys and the kept extra ones in one object
// (sorted keys: equal records encode equally).
func (s Scraper) MarshalJSON() ([]byte, error) {
	known, err := json.Marshal(scraperFields(s))
	if err != nil {
		return nil, err
	}
	all := map[string]json.RawMessage{}
	if err := json.Unmarshal(known, &all); err != nil {
		return nil, err
	}
	for k, v := range s.Extra {
		if _, ok := all[k]; !ok {
			all[k] = v
		}
	}
	return json.Marshal(all)
}

// UnmarshalJSON reads the known keys over the current values and keeps
// the rest in Extra.
func (s *Scraper) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, (*scraperFields)(s)); err != nil {
		return err
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		return err
	}
	known, _ := json.Marshal(scraperFields{})
	var knownKeys map[string]json.RawMessage
	json.Unmarshal(known, &knownKeys)
	s.Extra = nil
	for k, v := range all {
		if _, ok := knownKeys[k]; !ok {
			if s.Extra == nil {
				s.Extra = map[string]json.RawMessage{}
			}
			s.Extra[k] = v
		}
	}
	return nil
}

// Extra keys are bounded: they are stored as sent.
const (
	maxExtraKeys   = 50
	maxExtraKeyLen = 64
)

// Validate checks the form and returns the record to store.
func (in Scraper) Validate() (Scraper, error) {
	out := in
	var err error
	if out.PersonNFOPath, err = checkText("人员数据NFO和图片目录", in.PersonNFOPath, false, maxPathLen); err != nil {
		return out, err
	}
	if out.PersonNFOPath != "" { // the organiser writes there: a relative path would follow its working folder
		if out.PersonNFOPath, err = checkAbsPath("人员数据NFO和图片目录", out.PersonNFOPath); err != nil {
			return out, err
		}
	}
	if out.LangsPriority, err = checkChoices("图片语言优先级", in.LangsPriority, ScraperLangs); err != nil {
		return out, err
	}
	for _, l := range ScraperLangs { // reorder only: a missing language goes last
		if !slices.Contains(out.LangsPriority, l) {
			out.LangsPriority = append(out.LangsPriority, l)
		}
	}
	if out.ImageSource, err = checkChoices("主要图片获取来源", in.ImageSource, ScraperSources); err != nil {
		return out, err
	}
	if out.SeasonImageSource, err = checkChoices("剧集季度图片获取来源", in.SeasonImageSource, ScraperSources); err != nil {
		return out, err
	}
	if len(in.Extra) > maxExtraKeys {
		return out, invalid("刮削设置的字段过多")
	}
	for k := range in.Extra {
		if TextLen(k) > maxExtraKeyLen {
			return out, invalid("刮削设置的字段名过长")
		}
	}
	out.Extra = maps.Clone(in.Extra)
	return out, nil
}
