package subtitles

import (
	"sync"
	"time"

	"github.com/longbridgeapp/opencc"
)

// converterIdle is how long a loaded OpenCC converter is kept after its
// last use. Telling a file's form needs two (t2s and s2t): ~6 MB of
// dictionaries, a third of the heap's live data at household scale (issue
// 31), for a job that runs seconds every 15 minutes; loading one again
// costs ~10 ms.
const converterIdle = time.Minute

// converterCache loads a converter when first needed and lets it go once
// unused for idle, so a converter a setting never uses (s2tw unless 繁体 is
// wanted) is never loaded and none stays resident between rounds.
type converterCache struct {
	mu     sync.Mutex
	idle   time.Duration
	load   func(name string) (*opencc.OpenCC, error)
	loaded map[string]*loadedConverter
}

type loadedConverter struct {
	cc    *opencc.OpenCC
	last  time.Time
	timer *time.Timer
}

func newConverterCache(idle time.Duration, load func(string) (*opencc.OpenCC, error)) *converterCache {
	return &converterCache{idle: idle, load: load, loaded: map[string]*loadedConverter{}}
}

// converters serves every conversion of the package.
var converters = newConverterCache(converterIdle, opencc.New)

// get answers the named converter (t2s, s2t, s2tw), loading it if needed.
func (c *converterCache) get(name string) (*opencc.OpenCC, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if l, ok := c.loaded[name]; ok {
		l.last = time.Now()
		return l.cc, nil
	}
	cc, err := c.load(name)
	if err != nil {
		return nil, err
	}
	l := &loadedConverter{cc: cc, last: time.Now()}
	l.timer = time.AfterFunc(c.idle, func() { c.expire(name, l) })
	c.loaded[name] = l
	return cc, nil
}

// expire drops l when it has been idle long enough, else looks again when
// it will have been.
func (c *converterCache) expire(name string, l *loadedConverter) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if idle := time.Since(l.last); idle < c.idle {
		l.timer.Reset(c.idle - idle)
		return
	}
	if c.loaded[name] == l {
		delete(c.loaded, name)
	}
}

// held is how many converters are loaded now.
func (c *converterCache) held() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.loaded)
}
