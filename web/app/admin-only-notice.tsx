import { Intent, NonIdealState } from "@blueprintjs/core";
import { LockIcon } from "@blueprintjs/icons";
import { LinkButton } from "../components/link-button";
import { PageFrame } from "../components/page-frame";
import { useI18nContext } from "../i18n/i18n-react";
import { paths } from "../lib/paths";
import { breadcrumbOf, type RouteMeta } from "../lib/route-meta";

/**
 * What a normal user sees on an admin-only route: at once, instead of the
 * screen (whose calls the server would refuse, retried, behind a spinner).
 */
export function AdminOnlyNotice({ meta }: { meta: RouteMeta }) {
  const { LL } = useI18nContext();
  const breadcrumb = breadcrumbOf(meta, LL, new URLSearchParams());
  return (
    <PageFrame title={LL.adminOnly.title()} breadcrumb={breadcrumb}>
      <NonIdealState
        icon={<LockIcon size={48} />}
        // The page heading already says it (a second, h4 title would break the heading order).
        description={LL.adminOnly.description()}
        action={
          <LinkButton href={paths.home} intent={Intent.PRIMARY}>
            {LL.adminOnly.backHome()}
          </LinkButton>
        }
      />
    </PageFrame>
  );
}
