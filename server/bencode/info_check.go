package bencode

// check applies the rules that span fields and returns the size.
func (in *info) check() (int64, error) {
	v1, v2 := in.pieces != nil, in.metaVersion == 2
	switch {
	case in.name == nil:
		return 0, invalid("info 缺少 name")
	case !in.hasPieceLength:
		return 0, invalid("info 缺少 piece length")
	case in.pieceLength <= 0 || in.pieceLength > 1<<30:
		return 0, invalid("piece length 超出合理范围")
	case in.metaVersion != 0 && in.metaVersion != 1 && !v2:
		return 0, invalid("不支持的 meta version %d", in.metaVersion)
	case v2 && !in.hasTree:
		return 0, invalid("v2 种子缺少 file tree")
	case v2 && (in.pieceLength < 16384 || in.pieceLength&(in.pieceLength-1) != 0):
		return 0, invalid("v2 种子的 piece length 应是不小于 16384 的 2 的幂")
	case !v1 && !v2:
		return 0, invalid("info 缺少 pieces")
	case v1 && len(in.pieces)%20 != 0:
		return 0, invalid("pieces 的长度不是 20 的倍数")
	case v1 && in.hasLength == in.hasFiles:
		return 0, invalid("info 应有 length 或 files 之一")
	}
	if in.hasLength {
		if err := add(&in.v1Size, in.length, "length"); err != nil {
			return 0, err
		}
	}
	if !v2 {
		return in.v1Size, nil
	}
	if v1 && in.v1Size != in.v2Size {
		return 0, invalid("混合种子的 v1 与 v2 文件大小不一致")
	}
	return in.v2Size, nil
}
