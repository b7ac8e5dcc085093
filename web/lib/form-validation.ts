import type { ValidationLogicFn } from "@tanstack/react-form";

/**
 * Runs the form's `onDynamic` schema on every change, blur and submit (seed §5)
 * and keeps its result in ONE error slot.
 *
 * Why not onChange + onBlur + onSubmit: TanStack Form keeps a separate error
 * per trigger, so an error found on blur (say, the still-empty password when
 * the account field loses focus) stays after typing fixes it, until the next
 * blur, and the first Enter-key submit is then refused.
 */
export const validateOnEveryEvent: ValidationLogicFn = (props) => {
  const { event, validators, form } = props;
  const runs = event.type === "change" || event.type === "blur" || event.type === "submit";
  const fn = event.async ? validators?.onDynamicAsync : validators?.onDynamic;
  // Returned although typed void: form-core consumes runValidation's result.
  return props.runValidation({ validators: runs ? [{ fn, cause: "dynamic" }] : [], form });
};
