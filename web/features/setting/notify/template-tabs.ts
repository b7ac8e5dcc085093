import type { TemplateTab, TemplateText } from "./api/get-notify-template";
import { MESSAGE_ORDER } from "./template-placeholders";

// The edit-notify-template screen's data: the array get_notify_template
// returns, edited in place and sent back whole. Every key of a tab other than
// channel_type and name is a message type's template (api-contract §2.4).

function isTemplate(value: unknown): value is TemplateText {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.title === "string" && typeof v.body === "string";
}

/** The message-type keys of a tab: known types in their natural order, others after as sent. */
export function templateKeys(tab: TemplateTab): string[] {
  const keys = Object.keys(tab).filter(
    (k) => k !== "channel_type" && k !== "name" && isTemplate(tab[k]),
  );
  const rank = (k: string) => {
    const at = MESSAGE_ORDER.indexOf(k);
    return at < 0 ? MESSAGE_ORDER.length : at;
  };
  // Array.prototype.sort is stable: unknown keys keep the server's order.
  return keys.sort((a, b) => rank(a) - rank(b));
}

/** The template of `key` in `tab`, if it has one. */
export function templateOf(tab: TemplateTab, key: string): TemplateText | undefined {
  const value = tab[key];
  return isTemplate(value) ? value : undefined;
}

/** `tabs` with one template's title or body changed; everything else as it was. */
export function withTemplateText(
  tabs: readonly TemplateTab[],
  channelType: string,
  key: string,
  patch: Partial<Pick<TemplateText, "title" | "body">>,
): TemplateTab[] {
  return tabs.map((tab) => {
    const text = templateOf(tab, key);
    if (tab.channel_type !== channelType || !text) return tab;
    return { ...tab, [key]: { ...text, ...patch } };
  });
}

export type TemplateRef = { channelType: string; key: string };

/** The first template with an empty title: the server refuses those (it keeps spaces as typed). */
export function firstBlankTitle(tabs: readonly TemplateTab[]): TemplateRef | null {
  for (const tab of tabs) {
    for (const key of templateKeys(tab)) {
      if (templateOf(tab, key)?.title === "") return { channelType: tab.channel_type, key };
    }
  }
  return null;
}
