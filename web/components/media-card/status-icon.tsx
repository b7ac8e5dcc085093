import { NotificationsIcon, RefreshIcon, TickCircleIcon, TimeIcon } from "@blueprintjs/icons";
import { useI18nContext } from "../../i18n/i18n-react";
import type { SubStatus } from "./types";

const ICONS = {
  0: NotificationsIcon,
  1: TickCircleIcon,
  2: RefreshIcon,
  3: TimeIcon,
} as const;

/** The status label of §3.1 (订阅中, 已完成, 洗版中, 等待批准). */
export function useStatusLabel() {
  const { LL } = useI18nContext();
  return (status: SubStatus) => LL.discover.status[`s${status}`]();
}

/** §0.3: bell 订阅中 · check 已完成 · sync 洗版中 · clock 等待批准; nothing when not subscribed. */
export function StatusIcon({ status }: { status: SubStatus | null }) {
  const label = useStatusLabel();
  if (status === null) return null;
  const Icon = ICONS[status];
  return (
    <span
      className={`mr-status-icon mr-status-${status}`}
      role="img"
      aria-label={label(status)}
      title={label(status)}
    >
      <Icon size={14} />
    </span>
  );
}
