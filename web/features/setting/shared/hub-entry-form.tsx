import type { AnyFormApi } from "@tanstack/react-form";
import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { Saved } from "../../../lib/api/config-request";
import { useStore } from "../../../lib/forms";
import { submitHandler } from "../../../lib/submit-handler";
import type { CheckedSave } from "../../config/api/health";
import { HealthTag } from "../../config/health-tag";
import type { ServiceAction } from "../../config/use-checked-service";
import { useServiceCheck } from "../../config/use-service-check";
import { entryHealth, warnWhenDown } from "./hub-checked-save";
import { EntryFooter, type EntryFooterProps } from "./hub-entry-footer";
import { useSettingSave } from "./use-setting-save";

/** What a form's submit says it does: 保存 by default, 测试连接 with the test meta. */
export type EntrySubmitMeta = { action: ServiceAction };
export const SAVE_META: EntrySubmitMeta = { action: "save" };

/**
 * The save-or-test flow of a hub entry (media server, download client):
 * 测试连接 checks the typed values without saving; 保存 saves, and a
 * connection that did not answer is a warning toast (the entry is saved).
 */
export function useCheckedEntry<B, T>(
  queryKeys: QueryKey[],
  entry: Parameters<typeof entryHealth>[0],
  calls: {
    save: (body: B) => Promise<Saved<CheckedSave | null>>;
    test: (body: T) => Promise<Saved<CheckedSave | null>>;
    /** The test's body, from the save's. */
    toTest: (body: B) => T;
  },
) {
  const { LL } = useI18nContext();
  const save = useSettingSave(queryKeys);
  const check = useServiceCheck(entryHealth(entry), calls.test, LL.common.saveFailed());

  async function submit(body: B, meta: EntrySubmitMeta) {
    if (meta.action === "test") {
      save.clearError();
      await check.runTest(calls.toTest(body));
      return;
    }
    await save.run(warnWhenDown(() => calls.save(body)));
  }

  return { save, check, submit };
}

type CheckedEntry = ReturnType<typeof useCheckedEntry<unknown, unknown>>;

export type EntryFormProps = {
  /** The entry's form (its submit meta says save or test). */
  form: AnyFormApi;
  /** The form's name for screen readers. */
  label: string;
  entry: {
    save: Pick<CheckedEntry["save"], "error">;
    check: Pick<CheckedEntry["check"], "health" | "testResult" | "testing">;
  };
  deletion: EntryFooterProps["deletion"];
  /** The entry's own fields. */
  children: ReactNode;
};

/** An entry's form: its last check's tag above the fields; below them the outcome, 删除, 测试连接 and 保存. */
export function EntryForm({ form, label, entry, deletion, children }: EntryFormProps) {
  const { save, check } = entry;
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={label}>
      <HealthTag
        health={check.health}
        shownElsewhere={[check.testResult?.message, save.error ?? undefined]}
      />
      {children}
      <EntryFooter
        error={save.error}
        testResult={check.testResult}
        submitting={submitting}
        testing={check.testing}
        onTest={() => void form.handleSubmit({ action: "test" })}
        deletion={deletion}
      />
    </form>
  );
}
