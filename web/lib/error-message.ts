// Failures reach the UI as an Error (thrown by our own code), the server's body
// (HTTP error) or a plain string (network error); this finds the text to show.
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === "string") return error || undefined;
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === "object" && error !== null && "message" in error) {
    const { message } = error;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}

/**
 * Whether a failure is one only the settings cure (the server's reason
 * "setup", on a thrown ConfigRefusal or an HTTP error's body): asking again
 * gets the same answer, and only an administrator can change them.
 */
export function needsSetup(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "reason" in error && error.reason === "setup"
  );
}
