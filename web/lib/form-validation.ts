import type { ValidationLogicFn } from "@tanstack/react-form";
import { LazySchema } from "./lazy-schema";

/**
 * Runs the form's `onDynamic` schema on every change, blur and submit (seed §5)
 * and keeps its result in ONE error slot.
 *
 * Why not onChange + onBlur + onSubmit: TanStack Form keeps a separate error
 * per trigger, so an error found on blur (say, the still-empty password when
 * the account field loses focus) stays after typing fixes it, until the next
 * blur, and the first Enter-key submit is then refused.
 *
 * A LazySchema (web/lib/lazy-schema.ts) not built yet: a submit's async pass
 * waits for it and validates then, so the form is never sent unvalidated.
 */
export const validateOnEveryEvent: ValidationLogicFn = (props) => {
  const { event, validators, form } = props;
  const runs = event.type === "change" || event.type === "blur" || event.type === "submit";
  const dynamic = validators?.onDynamic;
  let fn = event.async ? validators?.onDynamicAsync : dynamic;
  if (dynamic instanceof LazySchema) {
    dynamic.attach(form);
    if (event.async && event.type === "submit" && !dynamic.built) fn = dynamic.whenBuilt;
  }
  // Returned although typed void: form-core consumes runValidation's result.
  return props.runValidation({ validators: runs ? [{ fn, cause: "dynamic" }] : [], form });
};
