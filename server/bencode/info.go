package bencode

import "bytes"

// info collects the info dictionary's fields while it is walked. Its
// readers are made once and reused for every file, so a long file list
// allocates nothing per entry.
type info struct {
	name, pieces              []byte
	pieceLength, metaVersion  int64
	length                    int64
	hasPieceLength, hasLength bool
	hasFiles, hasTree         bool
	v1Total, v1Size, v2Size   int64 // v1Total counts pad files, v1Size not

	entry      fileEntry // the file being read
	keys       func(key []byte) reader
	file, tree reader
}

// fileEntry is one file of "files" or of the "file tree".
type fileEntry struct {
	length      int64
	seen        bool
	attr, part  []byte
	parts       int
	lengthField string
}

func newInfo(s *scanner) *info {
	in := &info{}
	e := &in.entry
	part := s.strInto("files.path", &e.part)
	length, attr := s.intInto("length", &e.length, &e.seen), s.strInto("attr", &e.attr)
	path := s.listOf("files.path", func(pos, depth int) (int, error) { e.parts++; return part(pos, depth) })
	entryKeys := func(key []byte) reader {
		switch string(key) {
		case "length":
			return length
		case "attr":
			return attr
		case "path":
			return path
		}
		return nil
	}
	v1Entry, v2Entry := s.dictOf("files 的条目", entryKeys), s.dictOf("file tree 的文件", entryKeys)
	in.file = func(pos, depth int) (int, error) {
		*e = fileEntry{lengthField: "files.length"}
		end, err := v1Entry(pos, depth)
		switch {
		case err != nil:
			return 0, err
		case !e.seen:
			return 0, invalid("files 的条目缺少 length")
		case e.parts == 0:
			return 0, invalid("files 的条目缺少 path")
		}
		if err := add(&in.v1Total, e.length, e.lengthField); err != nil || bytes.IndexByte(e.attr, 'p') >= 0 {
			return end, err
		}
		return end, add(&in.v1Size, e.length, e.lengthField)
	}
	// A "file tree" node: names lead to nodes, the empty name holds a
	// file's own fields (BEP 52).
	treeFile := func(pos, depth int) (int, error) {
		*e = fileEntry{lengthField: "file tree 的 length"}
		end, err := v2Entry(pos, depth)
		switch {
		case err != nil:
			return 0, err
		case !e.seen:
			return 0, invalid("file tree 的文件缺少 length")
		case bytes.IndexByte(e.attr, 'p') >= 0:
			return end, nil
		}
		return end, add(&in.v2Size, e.length, e.lengthField)
	}
	in.tree = s.dictOf("file tree", func(key []byte) reader {
		if len(key) == 0 {
			return treeFile
		}
		return in.tree
	})
	in.keys = in.fields(s)
	return in
}

func (in *info) fields(s *scanner) func(key []byte) reader {
	return func(key []byte) reader {
		switch string(key) {
		case "name":
			return s.strInto("name", &in.name)
		case "piece length":
			return s.intInto("piece length", &in.pieceLength, &in.hasPieceLength)
		case "pieces":
			return s.strInto("pieces", &in.pieces)
		case "length":
			return s.intInto("length", &in.length, &in.hasLength)
		case "meta version":
			return s.intInto("meta version", &in.metaVersion, nil)
		case "files":
			in.hasFiles = true
			return s.listOf("files", in.file)
		case "file tree":
			in.hasTree = true
			return in.tree
		}
		return nil
	}
}

// add adds a file's length to a total, both within sane bounds.
func add(total *int64, n int64, field string) error {
	if n < 0 {
		return invalid("%s 为负数", field)
	}
	if n > maxTotal-*total {
		return invalid("%s 超出合理范围", field)
	}
	*total += n
	return nil
}
