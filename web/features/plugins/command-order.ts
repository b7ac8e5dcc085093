import type { PluginCommand } from "./types";

// screens.md: the 快捷功能 groups are ordered by drag and drop, the order
// kept in localStorage.pluginOrder (plugin names, first shown first).

export const ORDER_KEY = "pluginOrder";

export function readOrder(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(ORDER_KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function writeOrder(order: readonly string[]): void {
  localStorage.setItem(ORDER_KEY, JSON.stringify(order));
}

export type CommandGroup = { plugin: string; title: string; commands: PluginCommand[] };

/** Commands grouped by plugin: groups in the saved order, new plugins after, as they come. */
export function groupCommands(
  commands: readonly PluginCommand[],
  order: readonly string[],
): CommandGroup[] {
  const groups = new Map<string, CommandGroup>();
  for (const c of commands) {
    let g = groups.get(c.plugin_name);
    if (!g) {
      g = { plugin: c.plugin_name, title: c.plugin_title || c.plugin_name, commands: [] };
      groups.set(c.plugin_name, g);
    }
    g.commands.push(c);
  }
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...groups.values()].sort((a, b) => rank(a.plugin) - rank(b.plugin));
}

/** The order after moving group `from` to the place of `to` (both plugin names). */
export function moveGroup(groups: readonly CommandGroup[], from: string, to: string): string[] {
  const names = groups.map((g) => g.plugin);
  const i = names.indexOf(from);
  const j = names.indexOf(to);
  if (i < 0 || j < 0 || i === j) return names;
  names.splice(i, 1);
  names.splice(j, 0, from);
  return names;
}
