import {
  ApplicationIcon,
  CalendarIcon,
  ChartIcon,
  CogIcon,
  DashboardIcon,
  DesktopIcon,
  DocumentIcon,
  DotIcon,
  DownloadIcon,
  FeedIcon,
  FilmIcon,
  FilterIcon,
  FlameIcon,
  GlobeNetworkIcon,
  GridViewIcon,
  HeartIcon,
  HistoryIcon,
  HomeIcon,
  InfoSignIcon,
  MediaIcon,
  NotificationsIcon,
  PeopleIcon,
  PersonIcon,
  SearchIcon,
  SearchTemplateIcon,
  SettingsIcon,
  type SVGIconProps,
  TickCircleIcon,
  TrendingUpIcon,
  TrophyIcon,
  WarningSignIcon,
} from "@blueprintjs/icons";
import type { ComponentType } from "react";

// The server names menu and notification icons as Material names (PascalCase,
// e.g. "TrendingUp") or Iconify ids ("mdi:home"). Each known name maps to a
// bundled Blueprint icon component, so nothing is fetched from the internet
// and only these icons ship; anything else gets the fallback.

type IconComponent = ComponentType<SVGIconProps>;

const ICONS: Record<string, IconComponent> = {
  Dashboard: DashboardIcon,
  Home: HomeIcon,
  TrendingUp: TrendingUpIcon,
  Movie: FilmIcon,
  Tv: DesktopIcon,
  Whatshot: FlameIcon,
  EmojiEvents: TrophyIcon,
  Search: SearchIcon,
  RssFeed: FeedIcon,
  Download: DownloadIcon,
  FilterAlt: FilterIcon,
  Favorite: HeartIcon,
  Tune: SettingsIcon,
  Public: GlobeNetworkIcon,
  VideoLibrary: MediaIcon,
  Extension: ApplicationIcon,
  Notifications: NotificationsIcon,
  People: PeopleIcon,
  Person: PersonIcon,
  Settings: CogIcon,
  Article: DocumentIcon,
  Info: InfoSignIcon,
  Warning: WarningSignIcon,
  CheckCircle: TickCircleIcon,
  CalendarMonth: CalendarIcon,
  ManageSearch: SearchTemplateIcon,
  Insights: ChartIcon,
  History: HistoryIcon,
  GridView: GridViewIcon,
};

export const FallbackIcon: IconComponent = DotIcon;

/** "home-outline" / "home_outline" → "HomeOutline". */
export function toPascalCase(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

/** The icon for a server name; Iconify ids use the part after ":". */
export function resolveMenuIcon(name: string | null | undefined): IconComponent {
  if (!name) return FallbackIcon;
  const bare = name.includes(":") ? toPascalCase(name.slice(name.indexOf(":") + 1)) : name;
  return Object.hasOwn(ICONS, bare) ? (ICONS[bare] as IconComponent) : FallbackIcon;
}

/** Decorative: the text next to it names the item. */
export function MenuIcon({ name, size = 16 }: { name?: string | null; size?: number }) {
  const Icon = resolveMenuIcon(name);
  return <Icon size={size} aria-hidden />;
}
