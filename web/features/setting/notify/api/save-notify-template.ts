import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { TemplateTab } from "./get-notify-template";

/** POST /api/setting/save_notify_template: the whole array as the body (api-contract §5.2). */
export function saveNotifyTemplate(tabs: readonly TemplateTab[]): Promise<Saved<unknown>> {
  return postConfig("/api/setting/save_notify_template", tabs);
}
