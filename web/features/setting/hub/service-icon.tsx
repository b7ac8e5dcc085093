// Small local badges for the service types (brand colour and initials):
// nothing is fetched from the internet, and the page's CSP allows inline SVG.

type Badge = { label: string; color: string; text: string; ink?: string };

const BADGES: Record<string, Badge> = {
  emby: { label: "Emby", color: "#52b54b", text: "E" },
  jellyfin: { label: "Jellyfin", color: "#8e4fb5", text: "J" },
  plex: { label: "Plex", color: "#e5a00d", text: "P", ink: "#1c2127" },
  qbittorrent: { label: "qBittorrent", color: "#2f67ba", text: "qB" },
  transmission: { label: "Transmission", color: "#b50d0d", text: "Tr" },
  aria2: { label: "Aria2", color: "#1d6f42", text: "A2" },
  douban: { label: "Douban", color: "#2e963d", text: "D" },
  tmdb: { label: "TMDB", color: "#0d253f", text: "TM" },
  fanart: { label: "FanArt", color: "#1f5f8b", text: "FA" },
};

/** The brand name of a service type ("qbittorrent" → "qBittorrent"); unknown types as they are. */
export function serviceLabel(type: string): string {
  return BADGES[type]?.label ?? type;
}

export type ServiceIconProps = {
  type: string;
  /** Overrides the brand name screen readers hear. */
  label?: string;
  /** Next to a text that already names the type: hidden from screen readers. */
  decorative?: boolean;
};

/** The badge of a service type, named for screen readers by its brand (or by `label`). */
export function ServiceIcon({ type, label, decorative }: ServiceIconProps) {
  const badge = BADGES[type] ?? { label: type, color: "#5f6b7c", text: type.slice(0, 2) };
  const size = badge.text.length > 1 ? 18 : 22;
  const body = (
    <>
      <rect width="48" height="48" rx="10" fill={badge.color} />
      <text
        x="24"
        y="24"
        dy="0.35em"
        fontSize={size}
        fontFamily="sans-serif"
        fontWeight="bold"
        fill={badge.ink ?? "#fff"}
        textAnchor="middle"
      >
        {badge.text}
      </text>
    </>
  );
  if (decorative) {
    return (
      <svg viewBox="0 0 48 48" aria-hidden="true">
        {body}
      </svg>
    );
  }
  const name = label ?? badge.label;
  return (
    <svg viewBox="0 0 48 48" role="img" aria-label={name}>
      <title>{name}</title>
      {body}
    </svg>
  );
}
