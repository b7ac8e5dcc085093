import { Tag } from "@blueprintjs/core";
import { useI18nContext } from "../../../i18n/i18n-react";
import { healthStatus } from "../../config/health-status";

/** A list row's health: 未设置 / 可用 / 异常 / 未知 (screens.md §0.3). */
export function HealthChip({ status, reason }: { status: unknown; reason?: string }) {
  const { LL } = useI18nContext();
  const { label, intent } = healthStatus(LL, status);
  return (
    <Tag round intent={intent} title={reason || undefined}>
      {label}
    </Tag>
  );
}

/** 默认: the master media server, the default download client. */
export function DefaultChip() {
  const { LL } = useI18nContext();
  return (
    <Tag round minimal intent="primary">
      {LL.settingHub.defaultChip()}
    </Tag>
  );
}
