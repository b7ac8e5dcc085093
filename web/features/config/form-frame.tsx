import type { AnyFormApi } from "@tanstack/react-form";
import type { ReactNode } from "react";
import type { Saved } from "../../lib/api/config-request";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm, useStore } from "../../lib/forms";
import type { LazySchema } from "../../lib/lazy-schema";
import { submitHandler } from "../../lib/submit-handler";

/**
 * What the route decides around a settings form that /config/* (and the
 * wizard) and /setting/* both render: how a save goes and where it leads,
 * and what stands under the fields (the answer and the buttons).
 */
export type FormFrame = {
  save: <T>(call: () => Promise<Saved<T>>) => Promise<unknown>;
  footer: (submitting: boolean) => ReactNode;
};

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
  frame: Pick<FormFrame, "footer">;
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
