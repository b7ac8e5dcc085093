import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/i18n-react";

/** A failing service's last error and the way to its settings (banner and dialog). */
export function ServiceFix({
  name,
  lastError,
  href,
}: {
  name: string;
  lastError: string;
  href: string;
}) {
  const { LL } = useI18nContext();
  const t = LL.firstRun.health;
  return (
    <span className="mr-health-fix">
      {lastError && <span className="mr-health-error">{t.lastError({ error: lastError })}</span>}
      {href.startsWith("/") && !href.startsWith("//") && (
        <Link href={href} className="mr-health-link">
          {t.openSettings({ name })}
        </Link>
      )}
    </span>
  );
}
