import { Classes, H2 } from "@blueprintjs/core";
import { Suspense } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { lazyWithTexts } from "../../lib/lazy-with-texts";

// 影片 (Douban's poster cards) and their texts load only for a search that
// asks Douban; its data is already on its way (prefetch.ts).
const DoubanSection = lazyWithTexts(() => import("./douban-section"), "DoubanSection", [
  "discover",
  "titles",
]);

/** 影片, with its heading and a skeleton of the card row while its code loads. */
export function LazyDoubanSection({ keyword }: { keyword: string }) {
  return (
    <Suspense fallback={<DoubanPending />}>
      <DoubanSection keyword={keyword} />
    </Suspense>
  );
}

function DoubanPending() {
  const { LL } = useI18nContext();
  return (
    <section className="mr-search-section">
      <H2 className="mr-search-section-title">{LL.torrentSearch.section.douban()}</H2>
      <div
        role="status"
        aria-label={LL.common.loading()}
        className={`mr-search-pending ${Classes.SKELETON}`}
      />
    </section>
  );
}
