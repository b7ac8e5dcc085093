package indexer

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"text/template"
	"text/template/parse"
)

// Limits of one template run: a definition may not turn a search into
// gigabytes of output or minutes of work.
const (
	maxTemplateOutput = 1 << 20 // bytes one expansion may write
	maxRangeCount     = 10000   // largest fixed count `range N` may loop
	maxLoopWork       = 1000000 // largest product of nested fixed counts
)

var errTemplateOutput = fmt.Errorf("模板输出超过 %d 字节", maxTemplateOutput)

// boundedWriter stops a template run when it wrote too much or its search
// was cancelled (text/template aborts on a write error).
type boundedWriter struct {
	ctx context.Context
	buf []byte
}

func (w *boundedWriter) Write(p []byte) (int, error) {
	if w.ctx != nil && w.ctx.Err() != nil {
		return 0, w.ctx.Err()
	}
	if len(w.buf)+len(p) > maxTemplateOutput {
		return 0, errTemplateOutput
	}
	w.buf = append(w.buf, p...)
	return len(p), nil
}

// boundedLoops refuses `range N` with a fixed N above maxRangeCount: such a
// loop writes nothing the writer could stop, so it is caught on load.
func boundedLoops(t *template.Template) error {
	var err error
	var walk func(parse.Node, int64)
	walk = func(n parse.Node, work int64) {
		if n == nil || err != nil {
			return
		}
		switch x := n.(type) {
		case *parse.ListNode:
			if x == nil {
				return
			}
			for _, c := range x.Nodes {
				walk(c, work)
			}
		case *parse.RangeNode:
			for _, cmd := range x.Pipe.Cmds {
				for _, a := range cmd.Args {
					num, ok := a.(*parse.NumberNode)
					if !ok || !num.IsInt {
						continue
					}
					if num.Int64 > maxRangeCount {
						err = errors.New("range " + strconv.FormatInt(num.Int64, 10) + " 超过上限 " + strconv.Itoa(maxRangeCount))
						return
					}
					// nested loops that write nothing are as slow as one huge loop
					if work *= max(num.Int64, 1); work > maxLoopWork {
						err = errors.New("嵌套的 range 次数超过上限 " + strconv.Itoa(maxLoopWork))
						return
					}
				}
			}
			walk(x.List, work)
			walk(x.ElseList, work)
		case *parse.IfNode:
			walk(x.List, work)
			walk(x.ElseList, work)
		case *parse.WithNode:
			walk(x.List, work)
			walk(x.ElseList, work)
		}
	}
	for _, tt := range t.Templates() {
		if tt.Tree != nil {
			walk(tt.Tree.Root, 1)
		}
	}
	return err
}
