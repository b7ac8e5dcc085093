import { useState } from "react";
import { useSettingSave } from "../setting/shared/use-setting-save";
import { addSearchTemplate } from "./api/add-search-template";
import { deleteSearchTemplate } from "./api/delete-search-template";
import { searchTemplatesQueryKey } from "./api/get-search-templates";
import { updateSearchTemplate } from "./api/update-search-template";
import type { SearchState } from "./use-search-state";

/**
 * 修改…配置, 保存为新模版 and 删除模版…: each toasts the server's answer and
 * reloads the templates; the dialog stays open on the template concerned.
 */
export function useTemplateActions(state: SearchState) {
  const saver = useSettingSave([searchTemplatesQueryKey], { stay: true });
  const [busy, setBusy] = useState(false);

  async function run(call: Parameters<typeof saver.run>[0]): Promise<boolean> {
    setBusy(true);
    try {
      return (await saver.run(call)) !== undefined;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    update: (name: string) => run(() => updateSearchTemplate({ name, option: state.option })),
    async create(name: string): Promise<boolean> {
      const ok = await run(() => addSearchTemplate({ name, option: state.option }));
      if (ok) state.adopt(name);
      return ok;
    },
    async remove(name: string) {
      if (await run(() => deleteSearchTemplate(name))) state.choose(state.templates[0]?.name ?? "");
    },
  };
}
