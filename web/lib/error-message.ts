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
