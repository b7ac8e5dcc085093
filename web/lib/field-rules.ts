import type { Type } from "arktype";
import { type } from "./ark";

// ArkType rules for the configuration forms. Each mirrors a check of the
// built-in backend (server/settings) and carries the same Chinese message,
// passed in from the translations, so a form refuses exactly what the server
// would refuse and says it in the same words.

/** A text that is not blank once trimmed (the server trims before checking). */
export function requiredText(message: string): Type<string> {
  return type("string").narrow((value, ctx) => value.trim() !== "" || ctx.reject({ message }));
}

/** Not empty, spaces counting: passwords are kept exactly as typed. */
export function nonEmpty(message: string): Type<string> {
  return type("string").narrow((value, ctx) => value !== "" || ctx.reject({ message }));
}

/** At most `max` characters (UTF-16 units, as the server counts them). */
export function maxChars(max: number, message: string): Type<string> {
  return type("string").narrow(
    (value, ctx) => value.trim().length <= max || ctx.reject({ message }),
  );
}

/**
 * The text the server keeps of an address: trimmed, trailing slashes dropped,
 * and a bare "http://" or "https://" (the forms' initial value) counted as empty.
 */
export function normalizeUrl(raw: string): string {
  const s = raw.trim().replace(/\/+$/, "");
  return /^https?:$/i.test(s) ? "" : s;
}

const HTTP_URL = /^https?:\/\/[^\s/?#@]+(\/\S*)?$/i;

function parsesAsHttp(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export type UrlMessages = { required?: string; invalid: string };

/** An http(s) address with a host; optional when no `required` message is given. */
export function httpUrl({ required, invalid }: UrlMessages): Type<string> {
  return type("string").narrow((raw, ctx) => {
    const value = normalizeUrl(raw);
    if (value === "") return required === undefined || ctx.reject({ message: required });
    return parsesAsHttp(value) || ctx.reject({ message: invalid });
  });
}

const PROXY = /^(https?|socks5h?):\/\/([^\s/?#@]+@)?[^\s/?#@:]+(:\d+)?\/?$/i;

/** Empty, or an http, https or socks5 proxy address with a host. */
export function proxyUrl(message: string): Type<string> {
  return type("string").narrow((raw, ctx) => {
    const value = raw.trim();
    return value === "" || PROXY.test(value) || ctx.reject({ message });
  });
}

export type PathMessages = { required: string; notAbsolute: string };

/** An absolute path of the machine the binary runs on. */
export function absolutePath({ required, notAbsolute }: PathMessages): Type<string> {
  return type("string").narrow((raw, ctx) => {
    const value = raw.trim();
    if (value === "") return ctx.reject({ message: required });
    return value.startsWith("/") || ctx.reject({ message: notAbsolute });
  });
}

export type IntRule = { min: number; max: number; message: string };

/** A whole number typed into a field (kept as text while editing) within [min, max]. */
export function intInRange({ min, max, message }: IntRule): Type<string> {
  return type("string").narrow((raw, ctx) => {
    const value = raw.trim();
    const n = Number(value);
    const ok = /^[+-]?\d+$/.test(value) && n >= min && n <= max;
    return ok || ctx.reject({ message });
  });
}

/** The number a validated integer field holds. */
export function toInt(value: string): number {
  return Number.parseInt(value.trim(), 10);
}
