package bencode

import "bytes"

// info collects the info dictionary's fields while it is walked. Its
// readers are made once and reused for every file, so a long file list
// allocates nothing per entry.
type info struct {
	name, pieces             []byte
	pieceLength, metaVersion int64
	length                   int64
	has                      struct{ name, pieceLength, pieces, length, metaVersion, files, tree bool }
	files                    int   // entries of "files"
	v1Total, v1Size, v2Size  int64 // v1Total counts pad files, v1Size not

	entry      fileEntry // the file being read
	keys       func(key []byte) reader
	file, tree reader
}

// fileEntry is one file of "files" or of the "file tree".
type fileEntry struct {
	length                 int64
	attr, part             []byte
	hasLength, hasAttr     bool
	hasPath, hasRoot       bool
	parts                  int
	lengthField, pathField string
}

func newInfo(s *scanner) *info {
	in := &info{}
	e := &in.entry
	part := s.strInto("files.path", &e.part)
	length := once(&e.hasLength, "length", s.intInto("length", &e.length))
	attr := once(&e.hasAttr, "attr", s.strInto("attr", &e.attr))
	path := once(&e.hasPath, "path", s.listOf("files.path", func(pos, depth int) (int, error) { e.parts++; return part(pos, depth) }))
	root := once(&e.hasRoot, "pieces root", s.skip)
	entryKeys := func(key []byte) reader {
		switch string(key) {
		case "length":
			return length
		case "attr":
			return attr
		case "path":
			return path
		case "pieces root":
			return root
		}
		return nil
	}
	v1Entry := s.dictOf("files 的条目", false, entryKeys)
	v2Entry := s.dictOf("file tree 的文件", true, entryKeys)
	in.file = func(pos, depth int) (int, error) {
		*e = fileEntry{}
		in.files++
		end, err := v1Entry(pos, depth)
		switch {
		case err != nil:
			return 0, err
		case !e.hasLength:
			return 0, invalid("files 的条目缺少 length")
		case e.parts == 0:
			return 0, invalid("files 的条目缺少 path")
		}
		if err := add(&in.v1Total, e.length, "files.length"); err != nil || bytes.IndexByte(e.attr, 'p') >= 0 {
			return end, err
		}
		return end, add(&in.v1Size, e.length, "files.length")
	}
	// A "file tree" node: names lead to nodes, the empty name holds a
	// file's own fields (BEP 52); its keys must be sorted.
	treeFile := func(pos, depth int) (int, error) {
		*e = fileEntry{}
		end, err := v2Entry(pos, depth)
		switch {
		case err != nil:
			return 0, err
		case !e.hasLength:
			return 0, invalid("file tree 的文件缺少 length")
		case bytes.IndexByte(e.attr, 'p') >= 0:
			return end, nil
		}
		return end, add(&in.v2Size, e.length, "file tree 的 length")
	}
	var node reader
	node = s.dictOf("file tree", true, func(key []byte) reader {
		if len(key) == 0 {
			return treeFile
		}
		return node
	})
	// The tree's root holds names only: an empty name there is a file
	// without one (libtorrent: v2_empty_filename.torrent).
	in.tree = s.dictOf("file tree", true, func(key []byte) reader {
		if len(key) == 0 {
			return func(int, int) (int, error) { return 0, invalid("file tree 里有没有名字的文件") }
		}
		return node
	})
	in.keys = in.fields(s)
	return in
}

func (in *info) fields(s *scanner) func(key []byte) reader {
	h := &in.has
	return func(key []byte) reader {
		switch k := string(key); k {
		case "name":
			return once(&h.name, k, s.strInto(k, &in.name))
		case "piece length":
			return once(&h.pieceLength, k, s.intInto(k, &in.pieceLength))
		case "pieces":
			return once(&h.pieces, k, s.strInto(k, &in.pieces))
		case "length":
			return once(&h.length, k, s.intInto(k, &in.length))
		case "meta version":
			return once(&h.metaVersion, k, s.intInto(k, &in.metaVersion))
		case "files":
			return once(&h.files, k, s.listOf(k, in.file))
		case "file tree":
			return once(&h.tree, k, in.tree)
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
