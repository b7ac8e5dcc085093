import {
  Classes,
  Dialog,
  DialogBody,
  Menu,
  MenuItem,
  NonIdealState,
  Switch,
} from "@blueprintjs/core";
import { FolderCloseIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DialogFrame, SubmitActions } from "../../components/dialog-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { downloadPathKindsQueryOptions } from "./api/download-path-kinds";
import { downloadTorrent } from "./api/download-torrent";
import type { Torrent } from "./api/search-keyword";
import { snackbar } from "./bottom-toaster";

export type DownloadFlowProps = {
  torrent: Torrent | null;
  paths: readonly string[];
  onClose: () => void;
};

/**
 * 要保存到哪里？ → 确认要下载吗? → download/torrent, its message in the bottom
 * snackbar. A title the server finds filed or on its way is asked about
 * once more (its 已入库：… message), and sent again with force.
 */
export function DownloadFlow({ torrent, paths, onClose }: DownloadFlowProps) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.download;
  const [betterVersion, setBetterVersion] = useState(false);
  const [path, setPath] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState<string | null>(null);
  // Which folder is 电影 and which 剧集: the kinds of the media paths downloading into it.
  const kinds = useQuery(downloadPathKindsQueryOptions());
  const typeNames = LL.torrentSearch.download.pathKinds as Record<
    string,
    (() => string) | undefined
  >;
  const kindsOf = (p: string) =>
    (kinds.data?.find((k) => k.path === p)?.types ?? [])
      .map((type) => typeNames[type]?.() ?? type)
      .join(" · ");

  const close = () => {
    setPath(null);
    setHeld(null);
    onClose();
  };

  const confirm = async (force = false) => {
    if (!torrent || path === null) return;
    setBusy(true);
    try {
      const { ok, message, needConfirm } = await downloadTorrent({
        id: torrent.id,
        site_id: torrent.site_id,
        save_path: path,
        better_version: betterVersion,
        force,
      });
      if (needConfirm && !force) {
        setHeld(message);
        return;
      }
      void snackbar(message || (ok ? "" : t.failed({ message: "" })), ok ? "success" : "danger");
      close();
    } catch (error) {
      void snackbar(
        t.failed({ message: errorMessage(error) ?? LL.common.somethingWentWrong() }),
        "danger",
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogFrame
        isOpen={torrent !== null && path === null}
        onClose={close}
        title={t.pathTitle()}
        className="mr-download-dialog"
      >
        {paths.length === 0 ? (
          <NonIdealState description={t.noPaths()} />
        ) : (
          <Menu aria-label={t.pathTitle()}>
            {paths.map((p) => (
              <MenuItem
                key={p}
                icon={<FolderCloseIcon />}
                text={p}
                label={kindsOf(p) || undefined}
                onClick={() => setPath(p)}
              />
            ))}
          </Menu>
        )}
        <Switch
          className="mr-download-switch"
          checked={betterVersion}
          label={t.betterVersion()}
          onChange={(e) => setBetterVersion(e.currentTarget.checked)}
        />
      </DialogFrame>
      {/* Not DialogFrame: its footer is the plain (unfixed) one, which the frame's would restyle. */}
      <Dialog
        isOpen={torrent !== null && path !== null && held === null}
        onClose={busy ? undefined : close}
        title={t.confirmTitle()}
        role="alertdialog"
      >
        <DialogBody>
          <p className="mr-download-subject">{torrent?.subject || torrent?.name}</p>
          <p className={Classes.TEXT_MUTED}>{t.confirmPath({ path: path ?? "" })}</p>
        </DialogBody>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <SubmitActions
              onCancel={close}
              busy={busy}
              submit={{ text: t.confirm(), onClick: () => void confirm() }}
            />
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        isOpen={torrent !== null && held !== null}
        title={t.heldTitle()}
        confirmText={t.downloadAnyway()}
        cancelText={t.cancel()}
        busy={busy}
        onCancel={close}
        onConfirm={() => void confirm(true)}
      >
        <p>{held}</p>
      </ConfirmDialog>
    </>
  );
}
