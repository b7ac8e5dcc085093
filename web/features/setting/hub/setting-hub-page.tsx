import { PageFrame } from "../../../components/page-frame";
import { useRouteFrame } from "../../frame/use-route-frame";
import { AdvancedSection } from "./advanced-section";
import { DownloadClientSection } from "./download-client-section";
import { DownloadSettingsSection } from "./download-settings-section";
import { HealthBanner } from "./health-banner";
import { LicenseRow } from "./license-row";
import { MediaServerSection } from "./media-server-section";
import { MetadataSection } from "./metadata-section";
import { NotifySection } from "./notify-section";
import { RestartSection } from "./restart-section";
import { TasksSection } from "./tasks-section";
import "./hub.css";
import "./health.css";

/**
 * /setting/index: the entry to every setting. Each section loads its own
 * call in parallel and appears when its data arrives (screens.md).
 */
export function SettingHubPage() {
  const { title, breadcrumb } = useRouteFrame();
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-hub">
        <HealthBanner />
        <LicenseRow />
        <MediaServerSection />
        <DownloadClientSection />
        <MetadataSection />
        <NotifySection />
        <DownloadSettingsSection />
        <AdvancedSection />
        <TasksSection />
        <RestartSection />
      </div>
    </PageFrame>
  );
}
