import type { AnyFormApi } from "@tanstack/react-form";
import { useStore } from "../lib/forms";
import { BusyButton } from "./busy-button";

export type SubmitRowProps = { form: AnyFormApi; className: string; text: string };

/** A form's one primary submit under its fields, right-aligned in its actions row (`className`). */
export function SubmitRow({ form, className, text }: SubmitRowProps) {
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <div className={className}>
      <BusyButton type="submit" intent="primary" size="large" text={text} loading={submitting} />
    </div>
  );
}
