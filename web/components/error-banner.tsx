import { Callout } from "@blueprintjs/core";

/** The warning shown above a form when the server refuses it (role alert: read out at once). */
export function ErrorBanner({ message }: { message: string }) {
  return (
    <Callout intent="warning" role="alert" compact style={{ marginBottom: 15 }}>
      {message}
    </Callout>
  );
}
