package store

import (
	"errors"
	"net/url"
	"strconv"
)

// maxPage bounds the page number a query may ask for, so (page-1)*size
// stays far from overflowing the OFFSET it becomes.
const maxPage = 1 << 20

// ParsePaging reads a list's page and size from the query: page from 1
// (default 1), size default def and at most most. A value that is not an
// integer in range is a Chinese sentence naming its field. Every screen
// that reads a table a slice at a time (library, subscriptions) goes
// through here, so the limits and the wording are one.
func ParsePaging(q url.Values, def, most int) (page, size int, err error) {
	if page, err = positiveParam(q, "page", 1, maxPage); err != nil {
		return 0, 0, err
	}
	if size, err = positiveParam(q, "size", def, most); err != nil {
		return 0, 0, err
	}
	return page, size, nil
}

func positiveParam(q url.Values, key string, def, most int) (int, error) {
	s := q.Get(key)
	if s == "" {
		return def, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > most {
		return 0, errors.New(key + " 应为 1 到 " + strconv.Itoa(most) + " 之间的整数")
	}
	return n, nil
}

// Paged is the head of every paged answer: how many rows the filter
// matches, which page of what size, and that page's rows. A screen's
// answer embeds it and adds what its filter menus can offer; the JSON
// keys stay flat ({"total","page","size","items",…}).
type Paged[T any] struct {
	Total int `json:"total"`
	Page  int `json:"page"`
	Size  int `json:"size"`
	Items []T `json:"items"`
}

// NewPaged is page page of size size with no rows yet: Items is empty,
// not nil, so a page past the end answers "items":[] rather than null.
func NewPaged[T any](page, size int) Paged[T] {
	return Paged[T]{Page: page, Size: size, Items: []T{}}
}
