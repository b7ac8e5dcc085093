import { lastVisitor } from "./returning-visitor";

/**
 * The same fact as a cookie, for the server only: it serves a returning
 * visitor the prerendered sign-in screen with the greeting
 * (server/httpx/prerender.go), so the greeting is not added under their eyes
 * when the app takes the screen over. Written from the signed-in shell, so
 * the sign-in screen's own code does not grow (a module of its own: the
 * entry holds returning-visitor.ts).
 */
export const VISITOR_COOKIE = "mr-visitor";

export function writeVisitorCookie(base: string, doc: Document): void {
  if (lastVisitor() !== null)
    doc.cookie = `${VISITOR_COOKIE}=1; Path=${base}/; Max-Age=31536000; SameSite=Lax`;
}
