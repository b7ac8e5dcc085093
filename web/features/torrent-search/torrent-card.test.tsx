import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/unit/render";
import { torrent } from "./test-torrents";
import { TorrentCard } from "./torrent-card";

describe("TorrentCard's rules line", () => {
  it("shows the site's H&R rule and the ids it names, in one small line", async () => {
    renderWithApp(
      <TorrentCard
        torrent={torrent({
          minimum_ratio: 1.5,
          minimum_seed_time: 36 * 3600,
          tmdb_id: "693134",
          douban_id: "35575567",
        })}
        onDownload={() => {}}
      />,
    );
    expect(
      await screen.findByText("分享率≥1.5 · 做种≥36小时 · TMDB 693134 · 豆瓣 35575567"),
    ).toBeInTheDocument();
    expect(screen.getByText("H&R")).toBeInTheDocument();
  });

  it("a seeding time alone is an H&R rule too; a result without rules or ids has no line", async () => {
    const { container } = renderWithApp(
      <TorrentCard torrent={torrent({ minimum_seed_time: 90 * 60 })} onDownload={() => {}} />,
    );
    expect(await screen.findByText("做种≥1.5小时")).toBeInTheDocument();
    expect(screen.getByText("H&R")).toBeInTheDocument();
    const plain = renderWithApp(<TorrentCard torrent={torrent()} onDownload={() => {}} />);
    expect(plain.container.querySelector(".mr-torrent-rules")).toBeNull();
    expect(container.querySelector(".mr-torrent-rules")).not.toBeNull();
  });
});
