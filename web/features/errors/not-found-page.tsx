import { useI18nContext } from "../../i18n/i18n-react";
import { usePageTitle } from "../../lib/page-title";
import { ErrorScreen } from "./error-screen";

/** /auth/404 and every unknown path. */
export function NotFoundPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.notFound.pageTitle());
  return (
    <ErrorScreen
      code={LL.notFound.code()}
      title={LL.notFound.title()}
      description={LL.notFound.description()}
      backLabel={LL.notFound.backHome()}
    />
  );
}
