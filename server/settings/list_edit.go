package settings

import "slices"

// namedList edits a list of named entries of which exactly one (when the
// list is not empty) is primary: the master media server, the default
// download client.
type namedList[E any] struct {
	what       string // 媒体服务器, 下载工具: used in messages
	name       func(E) string
	primary    func(E) bool
	setPrimary func(*E, bool)
}

func (l namedList[E]) index(list []E, name string) int {
	return slices.IndexFunc(list, func(x E) bool { return l.name(x) == name })
}

func (l namedList[E]) missing(name string) error {
	return invalid("%s“%s”不存在，可能已被删除", l.what, quote(name))
}

// put adds e (oldName "") or replaces the entry named oldName.
func (l namedList[E]) put(list []E, oldName string, e E) ([]E, error) {
	list = slices.Clone(list)
	at := -1
	if oldName != "" {
		if at = l.index(list, oldName); at < 0 {
			return nil, l.missing(oldName)
		}
	}
	for i, x := range list {
		if i != at && l.name(x) == l.name(e) {
			return nil, invalid("已经有名为“%s”的%s了", quote(l.name(e)), l.what)
		}
	}
	if at < 0 {
		if len(list) >= maxEntries {
			return nil, invalid("最多只能添加%d个%s", maxEntries, l.what)
		}
		list = append(list, e)
		at = len(list) - 1
	} else {
		list[at] = e
	}
	return l.withOnePrimary(list, at), nil
}

// delete removes the entry named name.
func (l namedList[E]) delete(list []E, name string) ([]E, error) {
	at := l.index(list, name)
	if at < 0 {
		return nil, l.missing(name)
	}
	return l.withOnePrimary(slices.Delete(slices.Clone(list), at, at+1), -1), nil
}

// primaryIndex is the primary entry's index; a hand-edited list without one
// counts its first entry; -1 for an empty list.
func (l namedList[E]) primaryIndex(list []E) int {
	if at := slices.IndexFunc(list, l.primary); at >= 0 {
		return at
	}
	if len(list) > 0 {
		return 0
	}
	return -1
}

// legacyTarget is the entry the wizard's single form edits: the primary,
// else one named 默认; -1 when a new one is needed.
func (l namedList[E]) legacyTarget(list []E) int {
	if at := slices.IndexFunc(list, l.primary); at >= 0 {
		return at
	}
	return l.index(list, DefaultEntryName)
}

// withOnePrimary keeps entry keep primary if it asks to be; otherwise the
// current primary stays, and a list with none promotes its first entry.
// So unticking 设为默认 on the only entry leaves it the default: the
// wizard's single form must always have an entry to show.
func (l namedList[E]) withOnePrimary(list []E, keep int) []E {
	p := -1
	if keep >= 0 && l.primary(list[keep]) {
		p = keep
	} else {
		p = l.primaryIndex(list)
	}
	for i := range list {
		l.setPrimary(&list[i], i == p)
	}
	return list
}

// DefaultEntryName names the entry the setup wizard creates.
const DefaultEntryName = "默认"
