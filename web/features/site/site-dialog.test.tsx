import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import type { Site } from "../../components/api/get-sites";
import type { CatalogueSite } from "./api/get-catalogue";
import { SiteDialog } from "./site-dialog";

// A definition with its own settings: an info text, a checkbox, a select and a passkey.
const CATALOGUE: CatalogueSite[] = [
  {
    id: "opts",
    name: "选项站",
    domain: "opts.example",
    site_type: "cardigann",
    settings: [
      { name: "info_tip", type: "info", label: "About", default: "Sorting is done by the site." },
      { name: "freeleech", type: "checkbox", label: "Freeleech only", default: "false" },
      {
        name: "sort",
        type: "select",
        label: "Sort by",
        default: "added",
        options: [
          { value: "added", label: "Added" },
          { value: "seeders", label: "Seeders" },
        ],
      },
      { name: "passkey", type: "password", label: "Passkey", default: "" },
    ],
  },
];

function open(editing: Site | null) {
  const fetchMock = mockApi({ "POST /api/site/save_site": { code: 0, message: "ok" } });
  const onSaved = vi.fn();
  renderWithApp(
    <SiteDialog
      isOpen
      editing={editing}
      catalogue={CATALOGUE}
      sites={[]}
      onClose={() => {}}
      onSaved={onSaved}
    />,
  );
  return { fetchMock, onSaved, user: userEvent.setup() };
}

async function savedBody(fetchMock: ReturnType<typeof mockApi>) {
  await waitFor(() => expect(callsTo(fetchMock, "POST /api/site/save_site")).toHaveLength(1));
  return JSON.parse(String(callsTo(fetchMock, "POST /api/site/save_site")[0]?.body));
}

describe("SiteDialog: the definition's own settings", () => {
  it("draws them under the fields with their defaults and sends the user's values", async () => {
    const { fetchMock, onSaved, user } = open(null);
    const dialog = await screen.findByRole("dialog", { name: "新增站点" });
    await user.selectOptions(within(dialog).getByLabelText("站点"), "opts");
    await user.selectOptions(within(dialog).getByLabelText("认证方式"), "cookies");
    await user.type(within(dialog).getByLabelText("Cookie"), "uid=1");
    const section = within(dialog).getByRole("region", { name: "站点选项" });
    expect(section).toHaveTextContent("Sorting is done by the site.");
    const free = within(section).getByRole("checkbox", { name: "Freeleech only" });
    expect(free).not.toBeChecked();
    const sort = within(section).getByLabelText("Sort by");
    expect(sort).toHaveValue("added");
    expect(
      within(section)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Added", "Seeders"]);
    // Keyboard: the checkbox toggles with the space bar.
    free.focus();
    await user.keyboard(" ");
    expect(free).toBeChecked();
    await user.selectOptions(sort, "seeders");
    await user.type(within(section).getByLabelText("Passkey"), "pk-9");
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    expect(await savedBody(fetchMock)).toMatchObject({
      site_name: "opts",
      settings: { freeleech: true, sort: "seeders", passkey: "pk-9" },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("选项站", true));
  });

  it("edits with the stored values and a blank passkey that keeps the saved one", async () => {
    const site: Site = {
      id: 1,
      site_name: "opts",
      alias: "选项站",
      username: "",
      share_rate: "1.0",
      upload_size: 0,
      download_size: 0,
      status: 1,
      cookie: "uid=1",
      proxies: "",
      user_agent: "",
      auth_username: "",
      web_search: 1,
      smart_download: 1,
      traffic_management_status: 0,
      upload_kpi: 0,
      settings: { freeleech: "true", sort: "seeders" },
      secret_settings: ["passkey"],
    };
    const { fetchMock, user } = open(site);
    const dialog = await screen.findByRole("dialog", { name: "编辑站点" });
    const section = within(dialog).getByRole("region", { name: "站点选项" });
    expect(within(section).getByRole("checkbox", { name: "Freeleech only" })).toBeChecked();
    expect(within(section).getByLabelText("Sort by")).toHaveValue("seeders");
    const passkey = within(section).getByLabelText("Passkey");
    expect(passkey).toHaveValue("");
    expect(section).toHaveTextContent("已保存，留空则保持不变");
    await user.click(within(section).getByRole("checkbox", { name: "Freeleech only" }));
    await user.click(within(dialog).getByRole("button", { name: "提交" }));
    expect((await savedBody(fetchMock)).settings).toEqual({
      freeleech: false,
      sort: "seeders",
      passkey: "",
    });
  });
});
