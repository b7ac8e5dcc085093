package plugins

import (
	"context"
	"regexp"
)

// customEvent is the form of an event a script publishes (event/
// publish_event of the scripting API): CamelCase as the original's SDK
// recommends, so it can never be taken for one of the program's own
// dotted events, which only the program publishes.
var customEvent = regexp.MustCompile(`^[A-Z][A-Za-z0-9]{1,63}$`)

// PublishCustom delivers a script's event to the plugins that asked for
// it and answers how many did.
func (s *Service) PublishCustom(ctx context.Context, name string, data map[string]any) (int, error) {
	if knownEvents[name] {
		return 0, errorf("事件 %s 只能由程序发布", name)
	}
	if !customEvent.MatchString(name) {
		return 0, errorf("事件名称须由字母和数字组成、以大写字母开头，例如 MyScriptDone")
	}
	if data == nil {
		data = map[string]any{}
	}
	n := 0
	for _, p := range s.Installed() {
		for _, e := range p.Events {
			if e == name {
				n++
			}
		}
	}
	s.Publish(ctx, name, data)
	return n, nil
}
