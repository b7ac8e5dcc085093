import { useQuery } from "@tanstack/react-query";
import { PageFrame } from "../../components/page-frame";
import { mediaPathQueryOptions } from "../config/api/get-media-path";
import { QueryGate } from "../config/query-gate";
import { useRouteFrame } from "../frame/use-route-frame";
import { doubanTagQueryOptions } from "./api/douban-tag";
import { doubanWishQueryOptions } from "./api/get-douban";
import { scoreRulesQueryOptions } from "./api/get-rules";
import { DoubanWishForm } from "./douban-form";
import "./smart-download.css";

/** /smartDownload/douban (screens.md): followed Douban users and the save-path rules. */
export function DoubanWishPage() {
  const { title, breadcrumb } = useRouteFrame();
  const wish = useQuery(doubanWishQueryOptions());
  const rules = useQuery(scoreRulesQueryOptions());
  const tags = useQuery(doubanTagQueryOptions());
  const media = useQuery(mediaPathQueryOptions());
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-edit-filter">
        <QueryGate query={wish}>
          {(initial) => (
            <QueryGate query={rules}>
              {(ruleNames) => (
                <QueryGate query={tags}>
                  {(tagLists) => (
                    <QueryGate query={media}>
                      {(m) => (
                        <DoubanWishForm
                          initial={initial}
                          rules={ruleNames}
                          tags={tagLists}
                          mediaPaths={m.paths ?? []}
                        />
                      )}
                    </QueryGate>
                  )}
                </QueryGate>
              )}
            </QueryGate>
          )}
        </QueryGate>
      </div>
    </PageFrame>
  );
}
