import {
  DashboardIcon,
  DocumentIcon,
  FilmIcon,
  HomeIcon,
  TrendingUpIcon,
} from "@blueprintjs/icons";
import { describe, expect, it } from "vitest";
import { FallbackIcon, resolveMenuIcon, toPascalCase } from "./menu-icon";

const SERVER_ICONS = [
  "Dashboard",
  "TrendingUp",
  "Movie",
  "Tv",
  "Whatshot",
  "EmojiEvents",
  "Search",
  "RssFeed",
  "Download",
  "FilterAlt",
  "Favorite",
  "Tune",
  "Public",
  "VideoLibrary",
  "Extension",
  "Notifications",
  "People",
  "Settings",
  "Article",
];

describe("resolveMenuIcon", () => {
  it("maps every icon name the built-in server sends to a real icon", () => {
    for (const name of SERVER_ICONS) expect(resolveMenuIcon(name), name).not.toBe(FallbackIcon);
    expect(resolveMenuIcon("Dashboard")).toBe(DashboardIcon);
    expect(resolveMenuIcon("TrendingUp")).toBe(TrendingUpIcon);
    expect(resolveMenuIcon("Movie")).toBe(FilmIcon);
    expect(resolveMenuIcon("Article")).toBe(DocumentIcon);
  });

  it("maps Iconify ids through the name after the colon", () => {
    expect(resolveMenuIcon("mdi:home")).toBe(HomeIcon);
    expect(resolveMenuIcon("material-symbols:trending-up")).toBe(TrendingUpIcon);
  });

  it("falls back for unknown names, unknown Iconify ids and nothing", () => {
    expect(resolveMenuIcon("NoSuchIcon")).toBe(FallbackIcon);
    expect(resolveMenuIcon("set:name")).toBe(FallbackIcon);
    expect(resolveMenuIcon("")).toBe(FallbackIcon);
    expect(resolveMenuIcon(undefined)).toBe(FallbackIcon);
    expect(resolveMenuIcon("toString")).toBe(FallbackIcon);
  });

  it("converts kebab and snake case to PascalCase", () => {
    expect(toPascalCase("trending-up")).toBe("TrendingUp");
    expect(toPascalCase("video_library")).toBe("VideoLibrary");
  });
});
