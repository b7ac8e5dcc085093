import { Switch } from "@blueprintjs/core";
import {
  CloudIcon,
  ExchangeIcon,
  GlobeNetworkIcon,
  KeyIcon,
  MediaIcon,
  SearchIcon,
  ShieldIcon,
  TagIcon,
  TagsIcon,
  TranslateIcon,
} from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import { statusQueryKey, statusQueryOptions } from "./api/get-status";
import { setFreeDownloadEnable } from "./api/set-free-download-enable";
import { setSubtitleEnable } from "./api/set-subtitle-enable";
import { HubQueryError } from "./hub-query-error";
import { HubRow } from "./hub-row";
import { HubSection } from "./hub-section";
import { useHubSwitch } from "./use-hub-switch";

/** 进阶设置: two feature switches, then links to the other settings screens. */
export function AdvancedSection() {
  const { LL } = useI18nContext();
  const t = LL.settingHub;
  const query = useQuery(statusQueryOptions());
  const free = useHubSwitch({ call: setFreeDownloadEnable, queryKey: statusQueryKey });
  const subtitle = useHubSwitch({
    call: setSubtitleEnable,
    queryKey: statusQueryKey,
    // The subtitle job is set up at start-up: say that it waits for a restart.
    describe: (message) => t.restartNeeded({ message }),
  });
  const status = query.data;
  const switchOf = (
    name: string,
    on: boolean | undefined,
    toggle: typeof free | typeof subtitle,
  ) =>
    on === undefined ? undefined : (
      <Switch
        role="switch"
        aria-label={t.switchOn({ name })}
        checked={toggle.isPending ? Boolean(toggle.variables) : on}
        // Not disabled while saving: that would drop the keyboard focus.
        aria-busy={toggle.isPending}
        onChange={(event) => {
          if (!toggle.isPending) toggle.mutate(event.currentTarget.checked);
        }}
      />
    );
  return (
    <HubSection title={t.sections.advanced()} status={<HubQueryError query={query} />}>
      <HubRow
        href={paths.setting.editFreeDownload}
        icon={<ExchangeIcon size={20} />}
        title={t.links.freeDownload()}
        control={switchOf(t.links.freeDownload(), status?.free_download_enable, free)}
      />
      <HubRow
        href={paths.setting.editSubtitle}
        icon={<TranslateIcon size={20} />}
        title={t.links.subtitle()}
        control={switchOf(t.links.subtitle(), status?.subtitle_enable, subtitle)}
      />
      <HubRow href={paths.setting.editLink} icon={<TagIcon size={20} />} title={t.links.link()} />
      <HubRow
        href={paths.setting.recognitionRules}
        icon={<TagsIcon size={20} />}
        title={t.links.recognitionRules()}
      />
      <HubRow
        href={paths.setting.editScraper}
        icon={<MediaIcon size={20} />}
        title={t.links.scraper()}
      />
      <HubRow
        href={paths.setting.editSearchSetting}
        icon={<SearchIcon size={20} />}
        title={t.links.searchSetting()}
      />
      <HubRow
        href={paths.setting.editWeb}
        icon={<GlobeNetworkIcon size={20} />}
        title={t.links.web()}
      />
      <HubRow
        href={paths.setting.accessKey}
        icon={<KeyIcon size={20} />}
        title={t.links.accessKey()}
      />
      <HubRow
        href={paths.setting.passCloudflare}
        icon={<ShieldIcon size={20} />}
        title={t.links.passCloudflare()}
      />
      <HubRow
        href={paths.setting.cookieCloud}
        icon={<CloudIcon size={20} />}
        title={t.links.cookieCloud()}
      />
    </HubSection>
  );
}
