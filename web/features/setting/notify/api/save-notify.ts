import type { SchemaValues } from "../../../../components/schema-form/field-descriptor";
import { postConfig, type Saved } from "../../../../lib/api/config-request";

/**
 * The body of save_notify and test_notify (api-contract §2.4): the channel
 * type, the name it is saved under (null when new: a rename finds the old
 * entry by it) and the form's values, alias, notify_message and enable included.
 */
export type NotifyBody = { type: string; name: string | null; args: SchemaValues };

/** The hub's channel list (web/features/setting/hub), refreshed after a change. */
export const notifyListQueryKey = ["setting", "get_notify"] as const;

/** POST /api/setting/save_notify. */
export function saveNotify(body: NotifyBody): Promise<Saved<unknown>> {
  return postConfig("/api/setting/save_notify", body);
}
