package plugins

import (
	"context"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/notify"
)

// Command states (api-contract §3.1 CommandStatus).
const (
	StatusReady   = "ready"
	StatusRunning = "running"
	StatusDone    = "done"
	StatusError   = "error"
)

// CommandState is the latest run of one command.
type CommandState struct {
	Status   string    `json:"status"`
	Message  string    `json:"status_message,omitempty"`
	Log      string    `json:"log,omitempty"` // the run's stderr
	Started  time.Time `json:"-"`
	Finished time.Time `json:"-"`
}

// CommandItem is one row of get_plugin_command_list.
type CommandItem struct {
	PluginName  string `json:"plugin_name"`
	PluginTitle string `json:"plugin_title"`
	Name        string `json:"name"`
	Title       string `json:"title"`
	Desc        string `json:"desc"`
	Icon        string `json:"icon"`
	HasArgs     bool   `json:"has_args"`
	CommandState
}

func stateKey(plugin, command string) string { return plugin + "/" + command }

// Commands lists the visible commands of every installed plugin with the
// state of their latest run.
func (s *Service) Commands() []CommandItem {
	out := []CommandItem{}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.Installed() {
		for _, c := range p.Commands {
			if c.Hidden || c.Name == EventCommand {
				continue
			}
			st := CommandState{Status: StatusReady}
			if cur := s.status[stateKey(p.Name, c.Name)]; cur != nil {
				st = *cur
			}
			out = append(out, CommandItem{PluginName: p.Name, PluginTitle: p.Title, Name: c.Name,
				Title: c.Title, Desc: c.Desc, Icon: c.Icon, HasArgs: len(c.Args) > 0, CommandState: st})
		}
	}
	return out
}

// CommandMeta returns a command's argument schema.
func (s *Service) CommandMeta(plugin, command string) ([]notify.ArgDef, error) {
	p, err := s.load(plugin)
	if err != nil {
		return nil, err
	}
	c, ok := p.Command(command)
	if !ok {
		return nil, errorf("插件 %s 没有命令 %s", plugin, command)
	}
	if c.Args == nil {
		return []notify.ArgDef{}, nil
	}
	return c.Args, nil
}

// Start runs a command in the background (the 快捷功能 tab polls its
// state). A command already running is refused.
func (s *Service) Start(plugin, command string, args map[string]any) error {
	p, err := s.load(plugin)
	if err != nil {
		return err
	}
	c, ok := p.Command(command)
	if !ok {
		return errorf("插件 %s 没有命令 %s", plugin, command)
	}
	if err := checkArgs(c, args); err != nil {
		return err
	}
	if !s.begin(plugin, command) {
		return errorf("已经在运行了，不要重复点击了")
	}
	s.runs.Add(1)
	go func() {
		defer s.runs.Done()
		s.runOnce(s.base, p, Request{Command: command, Args: args})
	}()
	return nil
}

// Wait blocks until every background run has ended (shutdown, tests).
func (s *Service) Wait() { s.runs.Wait() }

func checkArgs(c Command, args map[string]any) error {
	for _, a := range c.Args {
		v, ok := args[a.Name]
		if a.Required && (!ok || v == nil || strings.TrimSpace(toText(v)) == "") {
			return errorf("请填写“%s”", a.Label)
		}
	}
	return nil
}

func toText(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return "x" // a number, bool or list counts as given
}

// begin marks a command running unless it already is.
func (s *Service) begin(plugin, command string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := stateKey(plugin, command)
	if cur := s.status[k]; cur != nil && cur.Status == StatusRunning {
		return false
	}
	s.status[k] = &CommandState{Status: StatusRunning, Started: time.Now()}
	return true
}

// runOnce runs a command with the plugin's config and key, and records
// the outcome as the command's state (begin set it running; events are
// not tracked on the tab, their state is kept all the same).
func (s *Service) runOnce(ctx context.Context, p Installed, req Request) error {
	k := stateKey(p.Name, req.Command)
	var out Outcome
	cfg, err := s.Config(ctx, p.Name)
	if err == nil {
		req.Config = cfg
		var key string
		if key, err = s.accessKey(ctx, p.Name); err == nil {
			out, err = run(ctx, p.Dir, p.Manifest, env{APIURL: s.apiURL(), AccessKey: key}, req)
		}
	}
	st := &CommandState{Status: StatusDone, Message: out.Reply.Message, Log: out.Log, Finished: time.Now()}
	if err != nil {
		st.Status, st.Message = StatusError, err.Error()
		if f := s.failed.Load(); f != nil {
			// The event stream writes the log line (and tells the admins).
			(*f)(ctx, p.Name, req.Command, err.Error())
		} else {
			s.log.Warn("plugins: run failed", "plugin", p.Name, "command", req.Command, "err", err)
		}
	}
	s.mu.Lock()
	if prev := s.status[k]; prev != nil {
		st.Started = prev.Started
	}
	s.status[k] = st
	s.mu.Unlock()
	return err
}
