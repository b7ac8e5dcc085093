import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { zhLL } from "../../tests/unit/i18n";
import { breadcrumbOf, findRouteMeta } from "../lib/route-meta";

// The sidebar is the server's (server/menu/menu.go, api-contract §5.9). One name per screen:
// the sidebar entry, the page title (and so the palette's entry) and the breadcrumb's last item
// read the same text, and the breadcrumb's section is the sidebar group the entry sits in.
// Read from the Go source so the two cannot drift apart unnoticed.
type Entry = { section: string; title: string; href: string };

function sidebarEntries(): Entry[] {
  const source = readFileSync(resolve(import.meta.dirname, "../../server/menu/menu.go"), "utf8");
  const body = source.slice(source.indexOf("func all()"));
  const entries: Entry[] = [];
  let section = "";
  for (const line of body.split("\n")) {
    const group = line.match(/^\s*\{(?:Key: "\w+", )?Title: "([^"]*)", Pages:/);
    if (group) {
      section = group[1] ?? "";
      continue;
    }
    const page = line.match(/Title: "([^"]+)", Href: "([^"]+)"/);
    if (page) entries.push({ section, title: page[1] ?? "", href: page[2] ?? "" });
  }
  return entries;
}

const noQuery = new URLSearchParams();

describe("sidebar names", () => {
  const entries = sidebarEntries().filter((e) => findRouteMeta(e.href));

  it("reads the sidebar's entries", () => {
    expect(entries.map((e) => e.href)).toContain("/smartDownload/douban");
    expect(entries.length).toBeGreaterThan(15);
  });

  it("gives each screen the sidebar's name as its title and last crumb", () => {
    const LL = zhLL();
    for (const e of entries) {
      const meta = findRouteMeta(e.href);
      if (!meta) continue;
      expect(meta.title(LL, noQuery), e.href).toBe(e.title);
      expect(breadcrumbOf(meta, LL, noQuery).at(-1)?.label, e.href).toBe(e.title);
    }
  });

  it("puts each screen's breadcrumb under its sidebar group", () => {
    const LL = zhLL();
    for (const e of entries.filter((x) => x.section)) {
      const meta = findRouteMeta(e.href);
      if (!meta) continue;
      expect(breadcrumbOf(meta, LL, noQuery)[0]?.label, e.href).toBe(e.section);
    }
  });
});
