# Makes v1, v2-only and hybrid torrents of DIR/content with libtorrent
# (Debian python3-libtorrent) and prints what libtorrent reads back.
import json, os, sys
import libtorrent as lt
d = sys.argv[1]
out = {}
for kind, flags in [("v1", lt.create_torrent.v1_only), ("v2", lt.create_torrent.v2_only), ("hybrid", 0)]:
    fs = lt.file_storage()
    lt.add_files(fs, os.path.join(d, "content"))
    ct = lt.create_torrent(fs, 16384, flags)
    ct.add_tracker("http://tracker.invalid/announce")
    lt.set_piece_hashes(ct, d)
    path = os.path.join(d, kind + ".torrent")
    with open(path, "wb") as f:
        f.write(lt.bencode(ct.generate()))
    ti = lt.torrent_info(path)
    fst = ti.files()
    pads = [i for i in range(fst.num_files()) if fst.file_flags(i) & lt.file_storage.flag_pad_file]
    ih = ti.info_hashes()
    out[kind] = {"path": path, "name": ti.name(), "total_size": ti.total_size(), "pad_files": len(pads),
        "size": sum(fst.file_size(i) for i in range(fst.num_files()) if i not in pads),
        "v1": str(ih.v1) if ih.has_v1() else "", "v2": str(ih.v2) if ih.has_v2() else "",
        "best": str(ih.get_best())}
print(json.dumps(out))
