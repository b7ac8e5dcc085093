import { Classes, Tag } from "@blueprintjs/core";
import {
  CubeIcon,
  DesktopIcon,
  DisableIcon,
  EditIcon,
  FilmIcon,
  PlayIcon,
  ShareIcon,
  TickCircleIcon,
  TimelineEventsIcon,
  TrashIcon,
} from "@blueprintjs/icons";
import { MenuButton, type MenuButtonItem } from "../../components/menu-button";
import { useI18nContext } from "../../i18n/i18n-react";
import type { CustomSubItem } from "./api/types";

export type RowAction = "log" | "run" | "edit" | "toggle" | "share" | "remove" | "records";

/** ⋮: the row's actions. */
function RowMenu({ item, onAction }: { item: CustomSubItem; onAction: (a: RowAction) => void }) {
  const { LL } = useI18nContext();
  const t = LL.customSub.index;
  const items: MenuButtonItem[] = [
    { icon: <TimelineEventsIcon />, text: t.log(), onClick: () => onAction("log") },
    { icon: <PlayIcon />, text: t.run(), onClick: () => onAction("run") },
    { icon: <EditIcon />, text: t.edit(), onClick: () => onAction("edit") },
    {
      icon: item.enable ? <DisableIcon /> : <TickCircleIcon />,
      text: item.enable ? t.disable() : t.enable(),
      onClick: () => onAction("toggle"),
    },
  ];
  if (item.personal)
    items.push({ icon: <ShareIcon />, text: t.share(), onClick: () => onAction("share") });
  items.push({
    icon: <TrashIcon />,
    intent: "danger",
    text: t.remove(),
    onClick: () => onAction("remove"),
  });
  return <MenuButton label={t.actions({ name: item.name })} items={items} />;
}

/** The run-status chip of a row (api-contract §3.1 custom-sub run status). */
function StatusChip({ item }: { item: CustomSubItem }) {
  const { LL } = useI18nContext();
  const t = LL.customSub.index;
  if (!item.enable)
    return (
      <Tag intent="danger" minimal>
        {t.disabled()}
      </Tag>
    );
  if (item.status === "Ready")
    return (
      <Tag intent="primary" minimal>
        {t.ready()}
      </Tag>
    );
  if (item.status === "Running")
    return (
      <Tag intent="warning" minimal>
        {t.running()}
      </Tag>
    );
  return (
    <Tag intent="success" minimal>
      {t.done({ when: item.last_run_time_format })}
    </Tag>
  );
}

function TypeIcon({ type }: { type: string }) {
  if (type === "Movie") return <FilmIcon size={20} />;
  if (type === "TV") return <DesktopIcon size={20} />;
  return <CubeIcon size={20} />;
}

/** One row of 我的订阅: click opens the records, ⋮ the actions. */
export function CustomSubRow(props: { item: CustomSubItem; onAction: (a: RowAction) => void }) {
  const { item, onAction } = props;
  const { LL } = useI18nContext();
  const t = LL.customSub.index;
  return (
    <li className="mr-custom-row">
      <button
        type="button"
        className="mr-custom-row-main mr-plain-button"
        onClick={() => onAction("records")}
      >
        {/* The name is the visible text (axe: label-content-name-mismatch), led by what a click does. */}
        <span className="mr-visually-hidden">{t.openRecords()}</span>
        <span className="mr-custom-avatar" aria-hidden="true">
          <TypeIcon type={item.media_type} />
        </span>
        <span className="mr-custom-text">
          <span className="mr-custom-name">{item.name}</span>
          <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            {t.downloads({ n: item.dl_count })}
          </span>
        </span>
      </button>
      <StatusChip item={item} />
      <RowMenu item={item} onAction={onAction} />
    </li>
  );
}
