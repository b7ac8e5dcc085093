import { type AnyFormApi, useForm, useStore } from "@tanstack/react-form";
import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Saved } from "../../lib/api/config-request";
import { validateOnEveryEvent } from "../../lib/form-validation";
import type { LazySchema } from "../../lib/lazy-schema";
import { submitHandler } from "../../lib/submit-handler";
import { FormActions } from "./form-actions";
import { FormFeedback } from "./form-feedback";
import { useSaveFlow } from "./use-save-flow";

/**
 * What the route decides around a settings form that /config/* (and the
 * wizard) and /setting/* both render: how a save goes and where it leads,
 * and what stands under the fields (the answer and the buttons).
 */
export type FormFrame = {
  save: <T>(call: () => Promise<Saved<T>>) => Promise<unknown>;
  footer: (submitting: boolean) => ReactNode;
};

/** /config/* and the wizard: the answer stays on the page (or the wizard moves on). */
export function useConfigFrame(queryKey: QueryKey): FormFrame {
  const { LL } = useI18nContext();
  const flow = useSaveFlow(queryKey, LL.common.saveFailed());
  return {
    save: (call) => flow.save(call),
    footer: (submitting) => (
      <>
        <FormFeedback error={flow.error} saved={flow.outcome} />
        <FormActions mode={flow.mode} submitting={submitting} />
      </>
    ),
  };
}

export type FramedFormProps<V> = {
  initial: V;
  // biome-ignore lint/suspicious/noExplicitAny: the route's own schema (LazySchema types loosely).
  schema: LazySchema<any>;
  send: (values: V) => Promise<Saved<unknown>>;
  frame: FormFrame;
};

/** A form both routes render: validated as typed, saved the route's way. */
export function useFramedForm<V>({ initial, schema, send, frame }: FramedFormProps<V>) {
  return useForm({
    defaultValues: initial,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await frame.save(() => send(value));
    },
  });
}

/** Its <form>: the fields, then what the route puts under them. */
export function FramedForm(props: {
  form: AnyFormApi;
  label: string;
  frame: FormFrame;
  children: ReactNode;
}) {
  const { form, label, frame } = props;
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={label}>
      {props.children}
      {frame.footer(submitting)}
    </form>
  );
}
