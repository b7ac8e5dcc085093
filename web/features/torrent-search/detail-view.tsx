import { Classes } from "@blueprintjs/core";
import { DialogFrame } from "../../components/dialog-frame";
import { withBasePath } from "../../lib/base-path";
import type { TorrentDetail } from "./api/get-detail";
import type { Torrent } from "./api/search-keyword";

export type ShownDetail = { torrent: Torrent; detail: TorrentDetail };

/** The details page's intro and images, in a dialog (loaded on the first poster click). */
export function DetailView({ shown, onClose }: { shown: ShownDetail; onClose: () => void }) {
  return (
    <DialogFrame
      isOpen
      onClose={onClose}
      title={shown.torrent.subject || shown.torrent.name}
      className="mr-detail-dialog"
    >
      {shown.detail.intro && <p className={Classes.TEXT_MUTED}>{shown.detail.intro}</p>}
      <div className="mr-detail-images">
        {shown.detail.images.map((src, i) => (
          <img
            key={src}
            src={withBasePath(src)}
            alt={`${shown.torrent.name} ${i + 1}`}
            loading="lazy"
          />
        ))}
      </div>
    </DialogFrame>
  );
}
