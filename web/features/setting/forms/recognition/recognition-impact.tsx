import { Callout, HTMLTable } from "@blueprintjs/core";
import { useMutation } from "@tanstack/react-query";
import { BusyButton } from "../../../../components/busy-button";
import { ErrorBanner } from "../../../../components/error-banner";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { errorMessage } from "../../../../lib/error-message";
import type { RecognitionRules } from "../api/get-recognition-rules";
import { type ImpactChange, recognitionImpact } from "../api/recognition-impact";
import { previewRows } from "./recognition-rows";

const ID = "setting-recognition-impact";

/**
 * 还会改变什么: the whole set as 保存 would send it, replayed by the server
 * on the newest download records (each read for its own subscription),
 * before it is saved: how many would be read differently, and how.
 */
export function RecognitionImpactBox({ body }: { body: RecognitionRules }) {
  const { LL } = useI18nContext();
  const t = LL.recognitionRules;
  const check = useMutation({ mutationFn: recognitionImpact });
  const answer = check.data;
  return (
    <section className="mr-recognition-preview" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`} className="bp6-heading mr-setting-hosts-title">
        {t.impact()}
      </h2>
      <p className="bp6-text-muted">{t.impactHelp()}</p>
      <div className="mr-setting-actions">
        <BusyButton
          size="large"
          text={t.impactButton()}
          loading={check.isPending}
          onClick={() => check.mutate(body)}
        />
      </div>
      <div aria-live="polite">
        {check.isError && (
          <ErrorBanner message={errorMessage(check.error) ?? LL.common.saveFailed()} />
        )}
        {answer && (
          <Callout
            compact
            intent={answer.changed ? "warning" : "none"}
            className="mr-setting-callout"
          >
            <div>
              {answer.scanned === 0
                ? t.impactEmpty()
                : answer.changed === 0
                  ? t.impactNone({ scanned: answer.scanned })
                  : t.impactSome({ scanned: answer.scanned, changed: answer.changed })}
            </div>
            {answer.blocked > 0 && <div>{t.impactBlocked({ blocked: answer.blocked })}</div>}
            {answer.changed > answer.examples.length && (
              <div>{t.impactShown({ shown: answer.examples.length })}</div>
            )}
          </Callout>
        )}
        {answer && answer.examples.length > 0 && <ImpactTable examples={answer.examples} />}
      </div>
    </section>
  );
}

function ImpactTable({ examples }: { examples: ImpactChange[] }) {
  const { LL } = useI18nContext();
  const t = LL.recognitionRules;
  return (
    <div className="mr-recognition-table">
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th scope="col">{t.impactName()}</th>
            <th scope="col">{t.impactChange()}</th>
          </tr>
        </thead>
        <tbody>
          {examples.map((ex) => (
            <tr key={ex.id}>
              <th scope="row">{ex.name}</th>
              <td>
                {ex.blocked ? (
                  t.impactIgnored()
                ) : (
                  <ul className="mr-recognition-impact-list">
                    {previewRows(LL, ex.before, ex.after)
                      .filter((row) => row.changed)
                      .map((row) => (
                        <li key={row.key}>{t.impactArrow(row)}</li>
                      ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
