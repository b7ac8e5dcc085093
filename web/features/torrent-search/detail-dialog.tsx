import { Overlay2, Spinner } from "@blueprintjs/core";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useI18nContext } from "../../i18n/i18n-react";
import { getDetail } from "./api/get-detail";
import type { Torrent } from "./api/search-keyword";
import { snackbar } from "./bottom-toaster";
import type { ShownDetail } from "./detail-view";

// Shown only after a poster click, so its code loads then (the download meanwhile shows the spinner).
const DetailView = lazyDialog(() => import("./detail-view"), "DetailView");

/** The AV poster's click (screens.md /movie/search): the details page's images, or a warning. */
export function useTorrentDetail() {
  const { LL } = useI18nContext();
  const [loading, setLoading] = useState(false);
  const [shown, setShown] = useState<ShownDetail | null>(null);

  const open = async (torrent: Torrent) => {
    setLoading(true);
    DetailView.preload();
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
      {shown && <DetailView shown={shown} onClose={() => setShown(null)} />}
    </>
  );
  return { open, view };
}
