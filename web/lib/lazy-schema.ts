import type { StandardSchemaV1 } from "@tanstack/react-form";
import { type DependencyList, useEffect, useMemo } from "react";
import { arkLoaded, loadArk } from "./ark";

/** What a schema needs of the form it validates: to judge it again on arrival. */
type Validated = { state: { isTouched: boolean }; validate: (cause: "change") => unknown };

/**
 * A form's schema that may not be built yet: ArkType loads in the background
 * (web/lib/ark.ts) and the schema is built when it has arrived. It stands in
 * for the schema as the form's `onDynamic` validator:
 * - built: validates exactly as the schema does;
 * - not yet: accepts, so typing and leaving fields shows nothing, and once
 *   built, a form already touched is validated again at once (the state it
 *   would have had);
 * - a submit before then waits for it (validateOnEveryEvent adds `whenBuilt`
 *   as the submit's async validator), so nothing is sent unvalidated.
 */
export class LazySchema<S extends StandardSchemaV1> {
  private schema: S | undefined;
  private form: Validated | undefined;

  constructor(private readonly build: () => S) {
    // ArkType already here (another form loaded it): as before, no waiting.
    if (arkLoaded()) this.schema = build();
  }

  get built(): boolean {
    return this.schema !== undefined;
  }

  /** The schema, once ArkType has arrived. */
  ready(): Promise<S> {
    if (this.schema) return Promise.resolve(this.schema);
    return loadArk().then(() => {
      if (this.schema) return this.schema;
      this.schema = this.build();
      if (this.form?.state.isTouched) this.form.validate("change");
      return this.schema;
    });
  }

  /** Called by validateOnEveryEvent with the form it validates. */
  attach(form: Validated): void {
    this.form = form;
  }

  // Typed loosely, as ArkType types its own (deferred): the form's values type
  // the schema, not the other way round.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  readonly "~standard": StandardSchemaV1<any>["~standard"] = {
    version: 1,
    vendor: "movie-robot-lazy",
    validate: (value: unknown) =>
      this.schema ? this.schema["~standard"].validate(value) : { value },
  };

  /** The schema's verdict, after waiting for it to be built. */
  readonly whenBuilt: StandardSchemaV1 = {
    "~standard": {
      version: 1,
      vendor: "movie-robot-lazy",
      validate: async (value: unknown) => (await this.ready())["~standard"].validate(value),
    },
  };
}

/**
 * The form's schema from `build` (which uses ArkType), loading ArkType when
 * the form mounts. Pass the result as `validators: { onDynamic }` together
 * with `validationLogic: validateOnEveryEvent`.
 */
export function useLazySchema<S extends StandardSchemaV1>(
  build: () => S,
  deps: DependencyList,
): LazySchema<S> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps are build's inputs.
  const schema = useMemo(() => new LazySchema(build), deps);
  useEffect(() => {
    void schema.ready().catch(() => {
      // A failed chunk load: the next submit tries again (and refuses meanwhile).
    });
  }, [schema]);
  return schema;
}
