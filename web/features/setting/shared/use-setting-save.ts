import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { Saved } from "../../../lib/api/config-request";
import { errorMessage } from "../../../lib/error-message";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toaster";

export type SettingSaveOptions = {
  /** Stay on the page after success (edit-scraper, edit-notify-template); default: back to /setting/index. */
  stay?: boolean;
};

/**
 * What every /setting/* form does with a save, test or delete call (screens.md):
 * the server's message is toasted, the section's queries are refreshed, and
 * the page returns to the hub unless told to stay. A refusal is toasted and
 * kept in `error` so the form can show it in place, next to what caused it.
 */
export function useSettingSave(queryKeys: QueryKey[], options: SettingSaveOptions = {}) {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  async function run<T>(
    call: () => Promise<Saved<T>>,
    overrides: SettingSaveOptions = {},
  ): Promise<Saved<T> | undefined> {
    setError(null);
    let saved: Saved<T>;
    try {
      saved = await call();
    } catch (err) {
      const message = errorMessage(err) ?? LL.common.saveFailed();
      setError(message);
      void toast.error(message);
      return undefined;
    }
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    if (saved.message) void toast.success(saved.message);
    if (!(overrides.stay ?? options.stay)) navigate(paths.setting.index);
    return saved;
  }

  return { run, error, clearError: () => setError(null) };
}
