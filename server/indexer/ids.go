package indexer

import "regexp"

var (
	imdbRe   = regexp.MustCompile(`tt\d{6,9}`)
	doubanRe = regexp.MustCompile(`(?:douban\.com/subject/|^)(\d{5,10})`)
)
