import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState } from "react";
import { expect, it, vi } from "vitest";

// The setup file has TanStack Form loaded for every other test; here a fresh
// copy of the module sees it as not yet arrived, as a route's first render does.
async function freshForms() {
  vi.resetModules();
  return import("./forms");
}

it("suspends a form until TanStack Form is in, then renders it once, hooks in order", async () => {
  const { useForm, loadForms } = await freshForms();
  const renders = vi.fn();
  function NameForm() {
    const [label] = useState("名称"); // a hook before useForm: its order must hold
    const form = useForm({ defaultValues: { name: "" } });
    renders();
    return (
      <form.Field name="name">
        {(field) => (
          <input
            aria-label={label}
            value={field.state.value}
            onChange={(e) => field.handleChange(e.target.value)}
          />
        )}
      </form.Field>
    );
  }
  render(
    <Suspense fallback={<p>等待</p>}>
      <NameForm />
    </Suspense>,
  );
  expect(screen.getByText("等待")).toBeInTheDocument();
  expect(renders).not.toHaveBeenCalled();
  await act(() => loadForms());
  const input = await screen.findByLabelText("名称");
  await userEvent.type(input, "abc");
  expect(input).toHaveValue("abc");
  expect(screen.queryByText("等待")).toBeNull();
});

it("starts loading as soon as a screen's chunk imports it", async () => {
  const { useForm } = await freshForms();
  const { screenLoadsSettled } = await import("./screen-loads"); // the fresh one forms.ts uses
  await screenLoadsSettled();
  function Probe() {
    useForm({ defaultValues: {} });
    return <p>表单</p>;
  }
  render(<Probe />); // no Suspense boundary: would throw if it suspended
  expect(screen.getByText("表单")).toBeInTheDocument();
});
