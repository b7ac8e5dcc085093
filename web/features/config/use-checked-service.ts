import type { QueryKey } from "@tanstack/react-query";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Saved } from "../../lib/api/config-request";
import type { CheckedSave, Health } from "./api/health";
import { useSaveFlow } from "./use-save-flow";
import { intentOfCheckedSave, useServiceCheck } from "./use-service-check";

export type ServiceAction = "save" | "test";

/**
 * The save-or-test flow of a checked service form (media server, download
 * client, wizard and /config/*): 测试连接 checks without saving; 保存 saves,
 * shows a failed connection as a warning, and moves the health tag.
 */
export function useCheckedService<B>(
  queryKey: QueryKey,
  initialHealth: Health | undefined,
  calls: {
    save: (body: B) => Promise<Saved<CheckedSave | null>>;
    test: (body: B) => Promise<Saved<CheckedSave | null>>;
  },
) {
  const { LL } = useI18nContext();
  const flow = useSaveFlow(queryKey, LL.common.saveFailed());
  const check = useServiceCheck(initialHealth, calls.test, LL.common.saveFailed());

  async function submit(body: B, action: ServiceAction) {
    if (action === "test") {
      flow.clear();
      await check.runTest(body);
      return;
    }
    const saved = await flow.save(() => calls.save(body), { intentOf: intentOfCheckedSave });
    check.saved(saved?.data);
  }

  return { flow, check, submit };
}
