import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsletterForm } from "../components/newsletter-form";
import { LeadsProvider } from "./leads-provider";

// supabase-js, as the lead forms load it on demand: each client it creates is recorded.
const { createClient } = vi.hoisted(() => ({ createClient: vi.fn((_url: string) => ({})) }));
vi.mock("@supabase/supabase-js", () => ({ createClient }));

/** A project of its own per test: the page keeps one client per project once it has loaded it. */
const project = (name: string) => ({ supabaseUrl: `http://${name}.test`, supabaseAnonKey: "anon" });

const createdFor = (url: string) => createClient.mock.calls.filter((call) => call[0] === url);

describe("what a lead form needs to send", () => {
  it("loads while the visitor types in the form, before any submit", async () => {
    const config = project("typing");
    render(
      <LeadsProvider config={config}>
        <NewsletterForm />
      </LeadsProvider>,
    );
    const email = screen.getByLabelText("Tu email");
    await userEvent.click(email);
    await vi.dynamicImportSettled();
    expect(createdFor(config.supabaseUrl)).toHaveLength(0);

    await userEvent.type(email, "ana@pyme.com.ar");
    await vi.waitFor(() => expect(createdFor(config.supabaseUrl)).toHaveLength(1));
  });

  it("is not loaded for a page whose forms send their own way (stories, tests)", async () => {
    const config = project("own-sender");
    render(
      <LeadsProvider config={config} send={async () => ({ ok: true })}>
        <NewsletterForm />
      </LeadsProvider>,
    );
    await userEvent.type(screen.getByLabelText("Tu email"), "ana@pyme.com.ar");
    await vi.dynamicImportSettled();
    expect(createdFor(config.supabaseUrl)).toHaveLength(0);
  });
});
