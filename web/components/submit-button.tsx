import { BusyButton } from "./busy-button";

/** The full-width primary submit of the auth-style forms: disabled and spinning while submitting. */
export function SubmitButton({ submitting, text }: { submitting: boolean; text: string }) {
  return (
    <BusyButton
      type="submit"
      intent="primary"
      size="large"
      fill
      loading={submitting}
      disabled={submitting}
      text={text}
    />
  );
}
