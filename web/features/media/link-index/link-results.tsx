import { Tag } from "@blueprintjs/core";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { LinkResult } from "./api/get-link-results";

/** 上次整理结果: what went where, what failed and why. */
export function LinkResults({ results }: { results: readonly LinkResult[] }) {
  const { LL } = useI18nContext();
  const t = LL.mediaLibrary;
  return (
    <section className="mr-link-index-results" aria-labelledby="mr-link-index-results-title">
      <h3 id="mr-link-index-results-title">{t.resultsTitle()}</h3>
      {results.length === 0 ? (
        <p>{t.noResults()}</p>
      ) : (
        <ul className="mr-link-index-paths">
          {results.map((r) => (
            <li key={r.source}>
              <Tag minimal intent={!r.done ? "none" : r.ok ? "success" : "danger"}>
                {!r.done ? t.resultPending() : r.ok ? t.resultOk() : t.resultFailed()}
              </Tag>{" "}
              <span className="mr-link-index-source">{r.source}</span>
              {r.target && (
                <div className="mr-link-index-target">
                  {t.resultTo()} {r.target}
                </div>
              )}
              {r.reason && <div className="mr-link-index-failed">{r.reason}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
