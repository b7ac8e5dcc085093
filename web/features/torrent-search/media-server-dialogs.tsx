import { Button } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DialogFrame } from "../../components/dialog-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import type { MediaServerItem } from "./api/search-media-server";

// A media-server card's dialogs, loaded on the first click that opens one, so
// the search route's first load does not carry the dialog frames.

type Episode = NonNullable<NonNullable<MediaServerItem["sub_items"]>[number]["sub_items"]>[number];

export function TracksDialog(props: { title: string; names: string[]; onClose: () => void }) {
  return (
    <DialogFrame isOpen onClose={props.onClose} title={props.title}>
      <ul className="mr-ms-tracks">
        {props.names.map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tracks may share a title
          <li key={`${i}-${n}`}>{n}</li>
        ))}
      </ul>
    </DialogFrame>
  );
}

export function EpisodesDialog(props: {
  episodes: Episode[];
  onPick: (id: string | number) => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.media;
  return (
    <DialogFrame isOpen onClose={props.onClose} title={t.episodeTitle()}>
      <div className="mr-ms-episodes">
        {props.episodes.map((e) => (
          <Button
            key={String(e.id)}
            size="small"
            intent={e.status === 1 ? "none" : "danger"}
            disabled={e.status !== 1}
            text={
              e.status === 1
                ? t.episodeButton({ n: e.index })
                : `${t.episodeButton({ n: e.index })}${t.missing()}`
            }
            onClick={() => props.onPick(e.id)}
          />
        ))}
      </div>
    </DialogFrame>
  );
}

export function SubtitleConfirm(props: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <ConfirmDialog
      isOpen
      title={LL.torrentSearch.media.downloadSubtitle()}
      confirmText={LL.torrentSearch.download.confirm()}
      cancelText={LL.torrentSearch.download.cancel()}
      busy={props.busy}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      {props.children}
    </ConfirmDialog>
  );
}
