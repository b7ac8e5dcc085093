import { Classes, Tag } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Health } from "./api/health";
import { healthStatus } from "./health-status";

/** What a check found, as text: the reason when down, the version when up. */
function detailOf(health: Health, version: (v: string) => string): string {
  if (health.status === 2) return health.message;
  if (health.status === 1 && health.version) return version(health.version);
  return "";
}

/**
 * The saved service's connection state: a coloured tag (未设置 / 可用 / 异常 /
 * 未知) and, beside it, why it failed or which version answered.
 */
export function HealthTag({
  health,
  shownElsewhere = [],
}: {
  health: Health;
  /** Texts the form already shows (the save or test callout): a reason among them is not repeated. */
  shownElsewhere?: readonly (string | undefined)[];
}) {
  const { LL } = useI18nContext();
  const { label, intent } = healthStatus(LL, health.status);
  const found = detailOf(health, (version) => LL.configForms.health.version({ version }));
  // A failure's reason the form already says (the test or save callout) is not said twice.
  const repeated =
    health.status === 2 && shownElsewhere.some((text) => found !== "" && text?.includes(found));
  const detail = repeated ? "" : found;
  const checked = health.checked_at
    ? LL.configForms.health.checkedAt({ time: new Date(health.checked_at).toLocaleString() })
    : undefined;
  return (
    <div className="mr-health" role="status" aria-label={LL.configForms.health.label()}>
      <span className={Classes.TEXT_MUTED}>{LL.configForms.health.label()}</span>
      <Tag intent={intent} round title={checked}>
        {label}
      </Tag>
      {detail && <span className="mr-health-detail">{detail}</span>}
    </div>
  );
}
