import type { StandardSchemaV1 } from "@tanstack/react-form";
import { useRef, useState } from "react";

// A form of a few text fields with TanStack Form's behaviour as this app uses
// it (validateOnEveryEvent + visibleError): the schema judges every value as
// typed, a field shows its first problem once touched (changed or left), a
// submit touches all and goes ahead only without problems, and the form is
// "submitting" until onSubmit settles. For the sign-in screen only: it is the
// first screen most visits paint, and TanStack Form (12 kB brotli, a quarter
// of its first-load JavaScript over budget) is not needed for two fields.

type Schema<K extends string> = StandardSchemaV1<Record<K, string>>;

function problemsOf<K extends string>(schema: Schema<K>, values: Record<K, string>) {
  const result = schema["~standard"].validate(values);
  if (result instanceof Promise) throw new Error("useTextFields: the schema must be synchronous");
  const problems: Partial<Record<K, string>> = {};
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0] as K | undefined;
    if (key !== undefined && problems[key] === undefined) problems[key] = issue.message;
  }
  return problems;
}

export function useTextFields<K extends string>(options: {
  defaultValues: Record<K, string>;
  schema: Schema<K>;
  onSubmit: (values: Record<K, string>) => Promise<void>;
}) {
  const { defaultValues, schema, onSubmit } = options;
  const [values, setValues] = useState(defaultValues);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  // The latest values for a submit in the same tick as the last keystroke.
  const latest = useRef(values);
  const inFlight = useRef(false);
  const problems = problemsOf(schema, values);

  const field = (name: K) => ({
    value: values[name],
    error: touched[name] ? problems[name] : undefined,
    onChange: (value: string) => {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      setTouched((t) => ({ ...t, [name]: true }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const submit = async () => {
    const all = Object.fromEntries(Object.keys(latest.current).map((k) => [k, true]));
    setTouched(all as Record<K, boolean>);
    if (inFlight.current || Object.keys(problemsOf(schema, latest.current)).length > 0) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await onSubmit(latest.current);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { field, submit, submitting };
}
