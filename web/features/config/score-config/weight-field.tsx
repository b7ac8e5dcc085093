import { NumericInput, Slider } from "@blueprintjs/core";
import { type BindableField, bindField } from "../../../components/bind-field";
import { FieldFrame } from "../../../components/field-frame";
import { useI18nContext } from "../../../i18n/i18n-react";

export type WeightFieldProps = {
  field: BindableField<string>;
  label: string;
  helper: string;
};

/** Where the slider stands for a box that holds no valid weight yet. */
function sliderValue(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : Math.min(100, Math.max(0, n));
}

/**
 * One 0–100 % weight: a slider for the hand, a number box for the exact
 * value, both the same field. The box is the labelled control; the slider's
 * handle is named by the same label.
 */
export function WeightField({ field, label, helper }: WeightFieldProps) {
  const { LL } = useI18nContext();
  const { id, value, onChange, onBlur, error } = bindField(field, "config-score");
  const labelId = `${id}-label`;
  return (
    <FieldFrame id={id} label={<span id={labelId}>{label}</span>} helper={helper} error={error}>
      {(describedBy) => (
        <div className="mr-weight">
          <Slider
            className="mr-weight-slider"
            min={0}
            max={100}
            stepSize={1}
            labelStepSize={50}
            labelRenderer={(v) => LL.configServices.scoreConfig.percent({ value: v })}
            value={sliderValue(value)}
            onChange={(v) => onChange(String(v))}
            onRelease={onBlur}
            handleHtmlProps={{ "aria-labelledby": labelId }}
          />
          <NumericInput
            id={id}
            name={id}
            className="mr-weight-input"
            buttonPosition="none"
            allowNumericCharactersOnly
            inputMode="numeric"
            min={0}
            max={100}
            value={value}
            rightElement={<span className="mr-weight-unit">%</span>}
            intent={error ? "danger" : "none"}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onValueChange={(_n, text) => onChange(text)}
            onBlur={onBlur}
          />
        </div>
      )}
    </FieldFrame>
  );
}
