import { Spinner } from "@blueprintjs/core";
import { useI18nContext } from "../i18n/i18n-react";

/** Shown while a lazy screen loads: a spinner centred in 80vh (screens.md §0.1). */
export function PageSpinner() {
  const { LL } = useI18nContext();
  return (
    <div
      role="status"
      aria-label={LL.common.loading()}
      style={{ minHeight: "80vh", display: "flex", alignItems: "center", justifyContent: "center" }}
    >
      <Spinner />
    </div>
  );
}
