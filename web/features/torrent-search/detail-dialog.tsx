import { Classes, Overlay2, Spinner } from "@blueprintjs/core";
import { useState } from "react";
import { DialogFrame } from "../../components/dialog-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { withBasePath } from "../../lib/base-path";
import { getDetail, type TorrentDetail } from "./api/get-detail";
import type { Torrent } from "./api/search-keyword";
import { snackbar } from "./bottom-toaster";

/** The AV poster's click (screens.md /movie/search): the details page's images, or a warning. */
export function useTorrentDetail() {
  const { LL } = useI18nContext();
  const [loading, setLoading] = useState(false);
  const [shown, setShown] = useState<{ torrent: Torrent; detail: TorrentDetail } | null>(null);

  const open = async (torrent: Torrent) => {
    setLoading(true);
    try {
      const detail = await getDetail(torrent.site_id, torrent.details_url);
      if (detail) setShown({ torrent, detail });
      else
        void snackbar(
          LL.torrentSearch.torrent.noDetail({ site: torrent.site_name || torrent.site_id }),
          "warning",
        );
    } catch {
      void snackbar(
        LL.torrentSearch.torrent.noDetail({ site: torrent.site_name || torrent.site_id }),
        "warning",
      );
    } finally {
      setLoading(false);
    }
  };

  const view = (
    <>
      <Overlay2 isOpen={loading} hasBackdrop className="mr-detail-loading" usePortal>
        <div className="mr-detail-spinner">
          <Spinner aria-label={LL.common.loading()} />
        </div>
      </Overlay2>
      <DialogFrame
        isOpen={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.torrent.subject || shown?.torrent.name}
        className="mr-detail-dialog"
      >
        {shown?.detail.intro && <p className={Classes.TEXT_MUTED}>{shown.detail.intro}</p>}
        <div className="mr-detail-images">
          {shown?.detail.images.map((src, i) => (
            <img
              key={src}
              src={withBasePath(src)}
              alt={`${shown.torrent.name} ${i + 1}`}
              loading="lazy"
            />
          ))}
        </div>
      </DialogFrame>
    </>
  );
  return { open, view };
}
