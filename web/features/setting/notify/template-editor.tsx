import { Callout, Tab, Tabs } from "@blueprintjs/core";
import { useState } from "react";
import { BusyButton } from "../../../components/busy-button";
import { ErrorBanner } from "../../../components/error-banner";
import { useI18nContext } from "../../../i18n/i18n-react";
import { useSettingSave } from "../shared/use-setting-save";
import { notifyTemplateQueryKey, type TemplateTab } from "./api/get-notify-template";
import { saveNotifyTemplate } from "./api/save-notify-template";
import { TemplatePanel } from "./template-panel";
import { firstBlankTitle, templateKeys, withTemplateText } from "./template-tabs";

/**
 * The tabs and 保存. Edits of every tab live here until saved, so switching
 * tabs or message types loses nothing; 保存 sends the whole array and stays.
 * An empty title (the server refuses it) is shown at its place instead.
 */
export function TemplateEditor({ initial }: { initial: TemplateTab[] }) {
  const { LL } = useI18nContext();
  const t = LL.settingNotify.template;
  const [tabs, setTabs] = useState(initial);
  const [current, setCurrent] = useState(initial[0]?.channel_type ?? "");
  const [keyOf, setKeyOf] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const saver = useSettingSave([notifyTemplateQueryKey], { stay: true });

  if (tabs.length === 0) return <Callout compact>{t.empty()}</Callout>;

  const selectedKey = (tab: TemplateTab) => keyOf[tab.channel_type] ?? templateKeys(tab)[0] ?? "";

  async function save() {
    const blank = firstBlankTitle(tabs);
    setChecked(true);
    if (blank) {
      setCurrent(blank.channelType);
      setKeyOf((k) => ({ ...k, [blank.channelType]: blank.key }));
      return;
    }
    setSaving(true);
    try {
      await saver.run(() => saveNotifyTemplate(tabs));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <Tabs
        id="mr-notify-template"
        className="mr-template-tabs"
        aria-label={t.tabs()}
        selectedTabId={current}
        onChange={(id) => setCurrent(String(id))}
        renderActiveTabPanelOnly
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.channel_type}
            id={tab.channel_type}
            title={tab.name || tab.channel_type}
            panel={
              <TemplatePanel
                tab={tab}
                selected={selectedKey(tab)}
                showErrors={checked}
                disabled={saving}
                onSelect={(key) => setKeyOf((k) => ({ ...k, [tab.channel_type]: key }))}
                onEdit={(key, patch) =>
                  setTabs((all) => withTemplateText(all, tab.channel_type, key, patch))
                }
              />
            }
          />
        ))}
      </Tabs>
      {saver.error && <ErrorBanner message={saver.error} />}
      <div className="mr-form-actions">
        <BusyButton
          intent="primary"
          size="large"
          text={t.save()}
          loading={saving}
          disabled={saving}
          onClick={() => void save()}
        />
      </div>
    </div>
  );
}
