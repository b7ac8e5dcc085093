import { FilterIcon, FolderCloseIcon, HeartIcon } from "@blueprintjs/icons";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import { HubRow } from "./hub-row";
import { HubSection } from "./hub-section";

/** 下载设置: three fixed links. */
export function DownloadSettingsSection() {
  const { LL } = useI18nContext();
  const t = LL.settingHub;
  return (
    <HubSection title={t.sections.download()}>
      <HubRow
        href={paths.config.mediaPath}
        icon={<FolderCloseIcon size={20} />}
        title={t.links.mediaPath()}
      />
      <HubRow
        href={paths.smartDownload.douban}
        icon={<HeartIcon size={20} />}
        title={t.links.doubanRules()}
      />
      <HubRow
        href={paths.smartDownload.selectors}
        icon={<FilterIcon size={20} />}
        title={t.links.selectors()}
      />
    </HubSection>
  );
}
