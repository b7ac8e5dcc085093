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
