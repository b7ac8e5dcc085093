import { useI18nContext } from "../../i18n/i18n-react";
import { usePageTitle } from "../../lib/page-title";
import { ErrorScreen } from "./error-screen";

/** /auth/500, also shown when a screen crashes (see app/error-boundary). */
export function ServerErrorPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.serverError.pageTitle());
  return (
    <ErrorScreen
      code={LL.serverError.code()}
      title={LL.serverError.title()}
      description={LL.serverError.description()}
      backLabel={LL.serverError.backHome()}
    />
  );
}
