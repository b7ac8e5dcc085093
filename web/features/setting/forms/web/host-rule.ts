import type { Type } from "arktype";
import { type } from "../../../../lib/ark";

export type HostMessages = { required: string; tooLong: string; invalid: string };

/** The server's cap (maxShortLen). */
const MAX_HOST_LENGTH = 255;

function isIPv6(s: string): boolean {
  if (!s.includes(":")) return false;
  try {
    new URL(`http://[${s}]/`);
    return true;
  } catch {
    return false;
  }
}

/** A DNS name of letters, digits, '-' and '.' (IPv4 addresses are such names too). */
function isHostName(s: string): boolean {
  if (s === "" || s.length > 253) return false;
  return s
    .split(".")
    .every((label) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label));
}

/**
 * 主机 as server/settings checkHost takes it: required, at most 255
 * characters, an IP address ("::", "0.0.0.0", "[::1]") or a host name.
 */
export function hostRule({ required, tooLong, invalid }: HostMessages): Type<string> {
  return type("string").narrow((raw, ctx) => {
    let s = raw.trim();
    if (s === "") return ctx.reject({ message: required });
    if (s.length > MAX_HOST_LENGTH) return ctx.reject({ message: tooLong });
    if (s.startsWith("[")) s = s.endsWith("]") ? s.slice(1, -1) : "";
    return isIPv6(s) || isHostName(s) || ctx.reject({ message: invalid });
  });
}
