import { postConfig, type Saved } from "../../../../lib/api/config-request";

/** POST /api/setting/set_notify_enable: turns one channel on or off. */
export function setNotifyEnable(body: {
  type: string;
  name: string;
  enable: boolean;
}): Promise<Saved<unknown>> {
  return postConfig("/api/setting/set_notify_enable", body);
}
