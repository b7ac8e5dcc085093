// Command standins runs loopback stand-ins (server/internal/standin) for the
// browser tests: `standins tmdb 'douban?cookie=x' …` starts each on a free
// 127.0.0.1 port, prints {"name": "http://127.0.0.1:port", …} as one JSON
// line (an instance's as= option, when given, is its name there), and
// serves until it is terminated.
package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/movie-robot/web-console/server/internal/standin"
)

func main() {
	urls := map[string]string{}
	for _, arg := range os.Args[1:] {
		name, rawOpts, _ := strings.Cut(arg, "?")
		opts, err := url.ParseQuery(rawOpts)
		if err != nil {
			fmt.Fprintln(os.Stderr, "standins:", err)
			os.Exit(2)
		}
		s, err := standin.Start(name, opts)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		defer s.Close()
		// as=NAME keys one of several instances of a stand-in (the scale
		// bench's 50 NexusPHP sites).
		if as := opts.Get("as"); as != "" {
			name = as
		}
		urls[name] = s.URL
	}
	json.NewEncoder(os.Stdout).Encode(urls)
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, syscall.SIGINT)
	<-stop
}
