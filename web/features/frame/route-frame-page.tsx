import { Callout, Card } from "@blueprintjs/core";
import { InfoSignIcon } from "@blueprintjs/icons";
import { useLocation } from "wouter";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { PlainLayout } from "./plain-layout";
import { plannedSentence } from "./planned-screens";
import { useRouteFrame } from "./use-route-frame";

/**
 * A route whose screen a later issue builds: its real frame (title and
 * breadcrumb) and a plain note of what the screen will do — never a blank
 * page, and nothing that would pretend to work.
 */
export function RouteFramePage() {
  const { LL } = useI18nContext();
  const [location] = useLocation();
  const { layout, title, breadcrumb } = useRouteFrame();
  const frame = (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {/* No Callout title: it would be an h5 straight under the page's h1. */}
      <Callout className="mr-planned-screen" intent="primary" icon={<InfoSignIcon />}>
        <strong>{LL.firstRun.planned.heading()}</strong> {plannedSentence(LL, location)}
      </Callout>
    </PageFrame>
  );
  if (layout === "plain") {
    return (
      <PlainLayout>
        <Card elevation={2}>{frame}</Card>
      </PlainLayout>
    );
  }
  return frame;
}
