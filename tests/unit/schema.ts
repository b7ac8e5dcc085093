// Runs a form schema the way TanStack Form does (Standard Schema) and lists
// the messages by field path ("paths.0.source_dir"), for schema tests.
import "./ark-loaded";

type Schema = {
  "~standard": {
    validate: (
      value: unknown,
    ) => { issues?: readonly { path?: readonly unknown[]; message: string }[] } | Promise<unknown>;
  };
};

export function issuesOf(schema: Schema, value: unknown): Record<string, string> {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("sync schema expected");
  const { issues = [] } = result as { issues?: { path?: unknown[]; message: string }[] };
  return Object.fromEntries(issues.map((i) => [(i.path ?? []).map(String).join("."), i.message]));
}
