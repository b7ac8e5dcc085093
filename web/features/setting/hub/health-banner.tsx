import { Button, Callout, type Intent, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import { healthQueryOptions } from "./api/get-health";
import { healthSentence } from "./health-sentence";
import { ServiceFix } from "./service-fix-link";

// The dialog's code comes when it is opened: most visits to the hub never
// open it, and the hub's first load stays within its budget.
const HealthDialog = lazy(() =>
  import("./health-dialog").then((m) => ({ default: m.HealthDialog })),
);

const INTENT_OF: Record<string, Intent> = {
  success: "success",
  info: "primary",
  warning: "warning",
  error: "danger",
};

/** The intent of a get_health level (an alert severity); unknown levels stay neutral. */
export function intentOfLevel(level: string): Intent {
  return INTENT_OF[level] ?? "none";
}

/**
 * The first thing on the hub: how the configured services are doing, in the
 * server's words. Its text opens the health dialog; 刷新 asks again.
 */
export function HealthBanner() {
  const { LL } = useI18nContext();
  const t = LL.settingHub.health;
  const query = useQuery(healthQueryOptions());
  const [open, setOpen] = useState(false);
  if (!query.data) return null;
  const { level } = query.data;
  const message = healthSentence(LL, query.data);
  const failing = (query.data.services ?? []).filter((s) => s.status === "down");
  return (
    <>
      <Callout intent={intentOfLevel(level)} compact className="mr-health-banner">
        <div className="mr-health-summary">
          <button
            type="button"
            className="mr-health-open"
            aria-haspopup="dialog"
            title={t.open()}
            onClick={() => setOpen(true)}
          >
            {message || t.open()}
          </button>
          {failing.length > 0 && (
            <ul className="mr-health-failing">
              {failing.map((s) => (
                <li key={s.name}>
                  <strong>{s.name}</strong>{" "}
                  <ServiceFix name={s.name} lastError={s.last_error} href={s.setting_href} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Button
          variant="minimal"
          text={t.refresh()}
          // Not `loading`: a disabled button would drop the keyboard focus.
          endIcon={query.isFetching ? <Spinner size={16} /> : undefined}
          aria-busy={query.isFetching}
          onClick={() => void query.refetch()}
        />
      </Callout>
      {open && (
        <Suspense fallback={null}>
          <HealthDialog isOpen onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
