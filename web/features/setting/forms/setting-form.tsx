import type { AnyFormApi } from "@tanstack/react-form";
import type { ReactNode } from "react";
import { useStore } from "../../../lib/forms";
import { submitHandler } from "../../../lib/submit-handler";
import { SettingFormActions } from "./setting-form-actions";

export type SettingFormProps = {
  form: AnyFormApi;
  /** The form's name for screen readers (the screen's title). */
  label: string;
  /** The server's last refusal. */
  error: string | null;
  /** The fields. */
  children: ReactNode;
};

/** A /setting/* form that only saves: its fields, then the refusal and 保存. */
export function SettingForm({ form, label, error, children }: SettingFormProps) {
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={label}>
      {children}
      <SettingFormActions error={error} submitting={submitting} />
    </form>
  );
}
