import type { FormEvent } from "react";

/** onSubmit for a <form>: no page load; TanStack Form validates, touches every field, then sends. */
export function submitHandler(form: { handleSubmit: () => Promise<void> }) {
  return (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };
}
