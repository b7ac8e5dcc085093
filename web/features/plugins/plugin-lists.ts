import { useQuery } from "@tanstack/react-query";
import { installedQueryOptions } from "./api/get-installed-list";
import { marketQueryOptions } from "./api/get-plugins-list";
import type { Plugin } from "./types";

/**
 * screens.md: installed entries take `hasNew`, `lastVersion` and
 * `payImageUrl` from the market entry of the same `pluginName` (an upstream
 * backend may leave them out of the installed list).
 */
export function mergeMarket(installed: readonly Plugin[], market: readonly Plugin[]): Plugin[] {
  const byName = new Map(market.map((p) => [p.pluginName, p]));
  return installed.map((p) => {
    const m = byName.get(p.pluginName);
    if (!m) return p;
    return { ...p, hasNew: m.hasNew, lastVersion: m.lastVersion, payImageUrl: m.payImageUrl };
  });
}

/** Both lists of /plugins/index, the installed one merged with the market. */
export function usePluginLists() {
  const market = useQuery(marketQueryOptions());
  const installed = useQuery(installedQueryOptions());
  return {
    market,
    installed,
    installedList: mergeMarket(installed.data ?? [], market.data ?? []),
  };
}

/** The colour of a command card or plugin, hashed from its names (stable across visits). */
export const CARD_COLOURS = [
  "#215DB0",
  "#1C6E42",
  "#935610",
  "#AC2F33",
  "#5642A6",
  "#00635C",
  "#7A3F7A",
  "#3B4B5E",
] as const;

export function colourOf(...names: string[]): string {
  let h = 0;
  for (const ch of names.join("/")) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return CARD_COLOURS[h % CARD_COLOURS.length] ?? CARD_COLOURS[0];
}

/** The dependency chips' values from the version's JSON text; bad JSON shows none. */
export function parseDependencies(text: string | null | undefined): {
  appVersion?: string;
  mediaServer?: string;
} {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v !== "object" || v === null) return {};
    const { appVersion, mediaServer } = v as Record<string, unknown>;
    return {
      ...(typeof appVersion === "string" && appVersion ? { appVersion } : {}),
      ...(typeof mediaServer === "string" && mediaServer ? { mediaServer } : {}),
    };
  } catch {
    return {};
  }
}

/** Changelog text (markdown bullets) as lines without their bullet marks. */
export function changelogLines(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*+]|\d+\.)\s+/, "").trim())
    .filter((l) => l !== "");
}
