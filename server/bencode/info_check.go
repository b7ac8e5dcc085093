package bencode

// maxPieces is libtorrent's load_torrent_limits.max_pieces.
const maxPieces = 0x200000

// check applies the rules that span fields (libtorrent's
// parse_info_section) and returns the size.
func (in *info) check() (int64, error) {
	v1, v2 := in.has.pieces, in.metaVersion == 2
	switch {
	case len(in.name) == 0:
		return 0, invalid("info 缺少 name")
	case !in.has.pieceLength:
		return 0, invalid("info 缺少 piece length")
	case in.pieceLength <= 0 || in.pieceLength > 1<<30:
		return 0, invalid("piece length 超出合理范围")
	case in.has.metaVersion && in.metaVersion != 1 && !v2:
		return 0, invalid("不支持的 meta version %d", in.metaVersion)
	case v2 && !in.has.tree:
		return 0, invalid("v2 种子缺少 file tree")
	case v2 && (in.pieceLength < 16384 || in.pieceLength&(in.pieceLength-1) != 0):
		return 0, invalid("v2 种子的 piece length 应是不小于 16384 的 2 的幂")
	case !v1 && !v2:
		return 0, invalid("info 缺少 pieces")
	case v1 && in.has.length == in.has.files:
		return 0, invalid("info 应有 length 或 files 之一")
	case in.has.files && in.files == 0:
		return 0, invalid("files 是空的")
	}
	if in.has.length {
		if err := add(&in.v1Total, in.length, "length"); err != nil {
			return 0, err
		}
		in.v1Size = in.v1Total
	}
	total := in.v1Total
	if !v1 {
		total = in.v2Size
	}
	pieces := (total + in.pieceLength - 1) / in.pieceLength
	switch {
	case total == 0:
		return 0, invalid("文件总大小为 0")
	case pieces > maxPieces:
		return 0, invalid("分块超过 %d 个", maxPieces)
	case v1 && int64(len(in.pieces)) != pieces*20:
		return 0, invalid("pieces 的长度应是 %d（每块 20 字节）", pieces*20)
	case v1 && v2 && in.v1Size != in.v2Size:
		return 0, invalid("混合种子的 v1 与 v2 文件大小不一致")
	case v2:
		return in.v2Size, nil
	}
	return in.v1Size, nil
}
