import { Button, Card, H3 } from "@blueprintjs/core";
import { TrashIcon } from "@blueprintjs/icons";
import { Link } from "wouter";
import { bindField } from "../../components/bind-field";
import { ExternalLink } from "../../components/external-link";
import { MultiSelectField } from "../../components/multi-select-field";
import { NumberField } from "../../components/number-field";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import type { MediaPath } from "../config/api/get-media-path";
import type { DoubanTags } from "./api/douban-tag";
import type { SaveRuleType } from "./api/get-douban";
import type { DoubanForm } from "./douban-form";

const ID = "douban";
/** Where a Douban account shows its id (screens.md: 豆瓣ID links to Douban's settings). */
export const DOUBAN_SETTINGS = "https://accounts.douban.com/passport/setting";

function CardHead(props: { id: string; title: string; removeLabel: string; onRemove: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="mr-section-head mr-card-head">
      <H3 id={props.id} className="mr-douban-card-title">
        {props.title}
      </H3>
      <Button
        variant="minimal"
        intent="danger"
        icon={<TrashIcon />}
        text={LL.smartDownload.douban.remove()}
        aria-label={props.removeLabel}
        onClick={props.onRemove}
      />
    </div>
  );
}

/** 监听用户 <id>: 豆瓣ID (the heading follows it as typed) and 拉取天数. */
export function UserCard(props: {
  form: DoubanForm;
  index: number;
  uid: string;
  onRemove: () => void;
}) {
  const { form, index, uid, onRemove } = props;
  const { LL } = useI18nContext();
  const t = LL.smartDownload.douban;
  const n = index + 1;
  return (
    <Card elevation={0} className="mr-douban-card" role="group" aria-labelledby={`${ID}-${uid}`}>
      <form.Subscribe selector={(s) => s.values.users[index]?.id.trim() ?? ""}>
        {(id) => (
          <CardHead
            id={`${ID}-${uid}`}
            title={id ? t.userCard({ id }) : t.userCardNoId()}
            removeLabel={t.removeUser({ n })}
            onRemove={onRemove}
          />
        )}
      </form.Subscribe>
      <form.Field name={`users[${index}].id`}>
        {(field) => (
          <TextField
            {...bindField(field, ID)}
            label={t.doubanId()}
            helper={
              <>
                {t.doubanIdHelp()}{" "}
                <ExternalLink href={DOUBAN_SETTINGS}>{t.doubanIdLink()}</ExternalLink>
              </>
            }
            maxLength={64}
          />
        )}
      </form.Field>
      <form.Field name={`users[${index}].pull_time_range`}>
        {(field) => (
          <NumberField
            {...bindField(field, ID)}
            label={t.pullDays()}
            helper={t.pullDaysHelp()}
            min={1}
          />
        )}
      </form.Field>
    </Card>
  );
}

export type RuleCardProps = {
  form: DoubanForm;
  index: number;
  uid: string;
  tags: DoubanTags;
  mediaPaths: MediaPath[];
  onRemove: () => void;
};

/** 下载保存规则 N: type, genres (all), areas (any) and a media folder of that type. */
export function RuleCard({ form, index, uid, tags, mediaPaths, onRemove }: RuleCardProps) {
  const { LL } = useI18nContext();
  const t = LL.smartDownload.douban;
  const n = index + 1;
  const tagOptions = (list: string[]) => list.map((v) => ({ value: v, label: v }));
  return (
    <Card elevation={0} className="mr-douban-card" role="group" aria-labelledby={`${ID}-${uid}`}>
      <CardHead
        id={`${ID}-${uid}`}
        title={t.ruleCard({ n })}
        removeLabel={t.removeRule({ n })}
        onRemove={onRemove}
      />
      <form.Field
        name={`download_paths[${index}].type`}
        listeners={{
          // A folder of the other type is no choice any more (screens.md).
          onChange: () => form.setFieldValue(`download_paths[${index}].download_path`, ""),
        }}
      >
        {(field) => (
          <SelectField<SaveRuleType>
            {...bindField(field, ID)}
            label={t.type()}
            options={[
              { value: "movie", label: t.types.movie() },
              { value: "tv", label: t.types.tv() },
            ]}
          />
        )}
      </form.Field>
      <form.Field name={`download_paths[${index}].cate`}>
        {(field) => (
          <MultiSelectField
            {...bindField(field, ID)}
            label={t.genres()}
            helper={t.genresHelp()}
            options={tagOptions(tags.cate)}
          />
        )}
      </form.Field>
      <form.Field name={`download_paths[${index}].area`}>
        {(field) => (
          <MultiSelectField
            {...bindField(field, ID)}
            label={t.areas()}
            helper={t.areasHelp()}
            options={tagOptions(tags.area)}
          />
        )}
      </form.Field>
      <form.Subscribe
        selector={(s): SaveRuleType => s.values.download_paths[index]?.type ?? "movie"}
      >
        {(kind) => (
          <form.Field name={`download_paths[${index}].download_path`}>
            {(field) => {
              const own = mediaPaths.filter((p) => p.type === kind && p.download_path);
              const current = field.state.value;
              const choices = own.map((p) => p.download_path);
              if (current && !choices.includes(current)) choices.push(current);
              return (
                <SelectField
                  {...bindField(field, ID)}
                  label={t.path()}
                  options={[
                    { value: "", label: t.pathChoose() },
                    ...choices.map((p) => ({ value: p, label: t.pathOption[kind]({ path: p }) })),
                  ]}
                  helper={
                    <>
                      {t.pathHelp()} <Link href={paths.config.mediaPath}>{t.pathSettings()}</Link>
                    </>
                  }
                />
              );
            }}
          </form.Field>
        )}
      </form.Subscribe>
    </Card>
  );
}
