import { Callout, Card, H2 } from "@blueprintjs/core";
import { ChevronRightIcon } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import type { AppPath } from "../../lib/paths";
import type { Tile } from "./api/get-dashboard";

type Props = {
  id: string;
  /** The tile's own texts: its heading, and the name of the screen `href` opens. */
  texts: { title: () => string; screen: () => string };
  /** The screen that acts on what the tile shows. */
  href: AppPath;
  tile: Tile<unknown>;
  children: ReactNode;
};

/** A dashboard tile: heading, a link to its screen, its body or why it is unavailable. */
export function TileFrame({ id, texts, href, tile, children }: Props) {
  const { LL } = useI18nContext();
  const t = LL.movieDashboard;
  const headingId = `mr-tile-${id}`;
  return (
    <Card className="mr-tile" role="region" aria-labelledby={headingId} data-tile={id}>
      <div className="mr-tile-head">
        <H2 id={headingId} className="mr-tile-title">
          {texts.title()}
        </H2>
        <Link href={href} className="mr-tile-link">
          {t.open({ screen: texts.screen() })}
          <ChevronRightIcon size={12} aria-hidden />
        </Link>
      </div>
      {tile.unavailable ? (
        <Callout intent="warning" compact className="mr-tile-unavailable">
          {tile.reason ? t.unavailableReason({ reason: tile.reason }) : t.unavailable()}
        </Callout>
      ) : (
        children
      )}
    </Card>
  );
}
