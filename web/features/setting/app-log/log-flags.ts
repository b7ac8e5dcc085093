// The viewer's switches live in the URL (screens.md: fullScreen, autoScroll,
// autoRefresh as "true"/"false"), so a link or a reload opens the same view
// and back/forward step through the changes.

export type LogFlags = { fullScreen: boolean; autoScroll: boolean; autoRefresh: boolean };
export type LogFlagName = keyof LogFlags;

export const DEFAULT_LOG_FLAGS: LogFlags = {
  fullScreen: false,
  autoScroll: true,
  autoRefresh: true,
};

const FLAG_NAMES = Object.keys(DEFAULT_LOG_FLAGS) as LogFlagName[];

/** "true" and "false" count; anything else (or nothing) is the default. */
export function readLogFlags(params: URLSearchParams): LogFlags {
  const flags = { ...DEFAULT_LOG_FLAGS };
  for (const name of FLAG_NAMES) {
    const raw = params.get(name);
    if (raw === "true" || raw === "false") flags[name] = raw === "true";
  }
  return flags;
}

/** A copy of `params` with one flag written out; other parameters are kept. */
export function withLogFlag(
  params: URLSearchParams,
  name: LogFlagName,
  value: boolean,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(name, String(value));
  return next;
}
