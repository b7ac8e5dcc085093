import { useForm } from "@tanstack/react-form";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { visibleError } from "../components/text-field";
import { type } from "./ark";
import { requiredText } from "./field-rules";
import { validateOnEveryEvent } from "./form-validation";
import { useLazySchema } from "./lazy-schema";

// ArkType's arrival, held back until a test lets it in: the real loader runs
// once released, and "loaded" is this file's view of it, reset per test.
const gate = vi.hoisted(() => {
  const state = { loaded: false, open: () => {}, opened: Promise.resolve() };
  const reset = () => {
    state.loaded = false;
    state.opened = new Promise<void>((resolve) => {
      state.open = resolve;
    });
  };
  return { state, reset };
});

vi.mock("./ark", async (importOriginal) => {
  const real = await importOriginal<typeof import("./ark")>();
  return {
    ...real,
    arkLoaded: () => gate.state.loaded,
    loadArk: () =>
      gate.state.opened.then(real.loadArk).then((ark) => {
        gate.state.loaded = true;
        return ark;
      }),
  };
});

const arrive = () => act(async () => gate.state.open());

function NameForm({ onSubmit }: { onSubmit: (name: string) => void }) {
  const schema = useLazySchema(() => type({ name: requiredText("名称不能为空") }), []);
  const form = useForm({
    defaultValues: { name: "" },
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit(value.name),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="name">
        {(field) => (
          <>
            <label htmlFor="name">名称</label>
            <input
              id="name"
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              onBlur={field.handleBlur}
            />
            <output>{visibleError(field.state.meta)}</output>
          </>
        )}
      </form.Field>
      <button type="submit">保存</button>
    </form>
  );
}

describe("useLazySchema", () => {
  beforeEach(() => gate.reset());

  it("shows the form before ArkType, then validates as typed once it arrives", async () => {
    const user = userEvent.setup();
    render(<NameForm onSubmit={vi.fn()} />);
    const name = screen.getByLabelText("名称");
    await user.type(name, "a");
    await user.clear(name);
    await user.tab();
    expect(screen.getByRole("status")).toHaveTextContent("");
    // A touched form is judged at once on arrival: the state it would have had.
    await arrive();
    expect(await screen.findByText("名称不能为空")).toBeInTheDocument();
    await user.type(name, "电影");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("holds a submit until ArkType arrives and then refuses invalid values", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NameForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await arrive();
    expect(await screen.findByText("名称不能为空")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends valid values once ArkType has checked them", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NameForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("名称"), "电影");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await arrive();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith("电影"));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
