import { Card } from "@blueprintjs/core";
import { PlainLayout } from "../../app/layouts/plain-layout";
import { PageFrame } from "../../components/page-frame";
import { useRouteFrame } from "./use-route-frame";

/**
 * A route whose screen a later issue builds: its real frame (title and
 * breadcrumb) and nothing that would pretend to work.
 */
export function RouteFramePage() {
  const { layout, title, breadcrumb } = useRouteFrame();
  const frame = <PageFrame title={title} breadcrumb={breadcrumb} />;
  if (layout === "plain") {
    return (
      <PlainLayout>
        <Card elevation={2}>{frame}</Card>
      </PlainLayout>
    );
  }
  return frame;
}
