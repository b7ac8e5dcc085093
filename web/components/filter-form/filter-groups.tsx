import { Button, Collapse } from "@blueprintjs/core";
import { ChevronDownIcon, ChevronRightIcon } from "@blueprintjs/icons";
import { useI18nContext } from "../../i18n/i18n-react";
import { bindField } from "../bind-field";
import { type FieldMakers, Group, withAll } from "./filter-fields";
import type { FilterOptions } from "./filter-options";
import { ALL } from "./filter-values";
import { ReleaseTeamField } from "./release-team-field";
import type { FilterFormApi } from "./use-filter-form";

type GroupProps = { id: string; make: FieldMakers; options: FilterOptions };

/** 过滤器名称 and 满足以下分类设定时自动使用此过滤器 (edit-filter only). */
export function NameAndScope({ id, make, options }: GroupProps) {
  const { LL } = useI18nContext();
  const t = LL.filterForm;
  const types = [
    { value: "Movie", label: t.types.Movie() },
    { value: "TV", label: t.types.TV() },
  ];
  return (
    <>
      <Group id={`${id}-name-title`} title={t.nameCard()}>
        {make.text("filter_name", t.name())}
        {make.number("priority", t.priority(), t.priorityHelp())}
      </Group>
      <Group id={`${id}-scope-title`} title={t.scopeCard()}>
        {make.multi("apply_media_type", t.mediaType(), types, t.anyHelp())}
        {make.multi(
          "apply_cate",
          t.cate(),
          withAll(options.cate, ALL.cate, t.allCate()),
          t.anyHelp(),
        )}
        {make.multi(
          "apply_area",
          t.area(),
          withAll(options.area, ALL.area, t.allArea()),
          t.anyHelp(),
        )}
        <div className="mr-filter-pair">
          {make.number("apply_min_year", t.minYear(), t.yearHelp())}
          {make.number("apply_max_year", t.maxYear(), t.yearHelp())}
        </div>
      </Group>
    </>
  );
}

/** 媒体类型品质 and 字幕要求. */
export function QualityAndSubtitles({
  id,
  make,
  options,
  form,
}: GroupProps & { form: FilterFormApi }) {
  const { LL } = useI18nContext();
  const t = LL.filterForm;
  return (
    <>
      <Group id={`${id}-quality-title`} title={t.qualityCard()}>
        {make.multi(
          "media_source",
          t.source(),
          withAll(options.media_source, ALL.source, t.allSource()),
        )}
        {make.multi(
          "resolution",
          t.resolution(),
          withAll(options.resolution, ALL.resolution, t.allResolution()),
        )}
        {make.multi(
          "media_codec",
          t.codec(),
          withAll(options.media_codec, ALL.codec, t.allCodec()),
        )}
        <form.Field name="release_team">
          {(field) => (
            <ReleaseTeamField
              {...bindField(field, id)}
              label={t.releaseTeam()}
              helper={t.releaseTeamHelp()}
              suggestions={options.release_team ?? []}
            />
          )}
        </form.Field>
      </Group>
      <Group id={`${id}-subtitle-title`} title={t.subtitleCard()}>
        {make.check("has_cn", t.hasCn())}
        {make.check("has_special", t.hasSpecial())}
      </Group>
    </>
  );
}

/** 更多过滤规则: folded unless `open`. */
export function MoreRules(props: {
  id: string;
  make: FieldMakers;
  open: boolean;
  onToggle: () => void;
}) {
  const { id, make, open, onToggle } = props;
  const { LL } = useI18nContext();
  const t = LL.filterForm;
  return (
    <>
      <Button
        className="mr-filter-more"
        variant="minimal"
        icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        text={t.more()}
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={onToggle}
      />
      <Collapse isOpen={open} keepChildrenMounted>
        <div id={`${id}-more`} className="mr-filter-more-body">
          <div className="mr-filter-pair">
            {make.number("min_size", t.minSize(), t.sizeHelp())}
            {make.number("max_size", t.maxSize(), t.sizeHelp())}
          </div>
          <div className="mr-filter-pair">
            {make.number("min_seeders", t.minSeeders(), t.zeroHelp())}
            {make.number("max_seeders", t.maxSeeders(), t.zeroHelp())}
          </div>
          {make.text("include_keyword", t.include(), t.includeHelp())}
          {make.text("exclude_keyword", t.exclude(), t.excludeHelp())}
          {make.check("free_only", t.freeOnly())}
          {make.check("pass_hr", t.passHr())}
        </div>
      </Collapse>
    </>
  );
}
