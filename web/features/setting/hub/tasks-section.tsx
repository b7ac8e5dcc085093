import { Tag } from "@blueprintjs/core";
import { SearchTemplateIcon, TimeIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { subscribeConfigQueryKey, subscribeConfigQueryOptions } from "./api/get-subscribe-config";
import { type BackgroundTask, tasksQueryKey, tasksQueryOptions } from "./api/get-tasks";
import { runTask } from "./api/run-task";
import { setFullSearch } from "./api/set-full-search";
import { HubQueryError } from "./hub-query-error";
import { HubButtonRow, HubSwitchRow } from "./hub-row";
import { HubSection } from "./hub-section";
import { useHubSwitch } from "./use-hub-switch";

/**
 * 后台任务: the daily full search's switch (off by default: it costs a site
 * search per subscription), then what each scheduler job is doing
 * (running, last and next run, the last error); a row runs its job now.
 */
export function TasksSection() {
  const { LL } = useI18nContext();
  const t = LL.settingHub.tasks;
  const query = useQuery(tasksQueryOptions());
  const config = useQuery(subscribeConfigQueryOptions());
  const run = useHubSwitch({ call: runTask, queryKey: tasksQueryKey });
  const full = useHubSwitch({ call: setFullSearch, queryKey: subscribeConfigQueryKey });
  const state = (task: BackgroundTask) => {
    if (task.running) return t.running();
    if (!task.last_end) return t.never({ next: task.next_run || t.soon() });
    return t.ran({ last: task.last_end, next: task.next_run || t.soon() });
  };
  return (
    <HubSection
      title={LL.settingHub.sections.tasks()}
      status={
        <>
          <HubQueryError query={config} />
          <HubQueryError query={query} />
        </>
      }
    >
      {config.data && (
        <HubSwitchRow
          icon={<SearchTemplateIcon size={20} />}
          title={t.fullSearch()}
          secondary={t.fullSearchHelp()}
          label={LL.settingHub.switchOn({ name: t.fullSearch() })}
          checked={full.isPending ? Boolean(full.variables) : config.data.full_search}
          busy={full.isPending}
          onChange={(on) => full.mutate(on)}
        />
      )}
      {(query.data ?? []).map((task) => (
        <HubButtonRow
          key={task.name}
          icon={<TimeIcon size={20} />}
          title={task.title}
          secondary={state(task)}
          end={
            <>
              {task.last_error && (
                <Tag intent="danger" minimal>
                  {t.failed({ error: task.last_error })}
                </Tag>
              )}
              <Tag minimal>{t.runNow()}</Tag>
            </>
          }
          onClick={() => {
            if (!run.isPending) run.mutate(task.name);
          }}
        />
      ))}
    </HubSection>
  );
}
