import { Card, Classes, H2 } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { searchMediaServerQueryOptions } from "./api/search-media-server";
import { MediaServerCard } from "./media-server-card";

/** 媒体库: what the configured media server already has for the keyword. */
export function MediaServerSection({ keyword }: { keyword: string }) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.section;
  const query = useQuery(searchMediaServerQueryOptions(keyword));
  const empty = query.isSuccess && query.data.length === 0;
  return (
    <section className="mr-search-section" aria-labelledby="section-media-server">
      <H2 id="section-media-server" className="mr-search-section-title">
        {t.mediaServer()}
        {empty && <span className={Classes.TEXT_MUTED}>{t.noResult()}</span>}
      </H2>
      {query.isPending && <Card className={`mr-ms-card mr-ms-skeleton ${Classes.SKELETON}`} />}
      {query.isError && (
        <p className={Classes.TEXT_MUTED}>
          {t.failed({ message: errorMessage(query.error) ?? "" })}
        </p>
      )}
      {query.data && query.data.length > 0 && (
        <div className="mr-ms-grid">
          {query.data.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a server may list the same title twice
            <MediaServerCard key={`${i}-${item.name}`} item={item} />
          ))}
        </div>
      )}
    </section>
  );
}
