/**
 * Two recruiters share the job applications, on a server of this file's own with mail. One opens
 * an application (it stays new for the other), gives it to the other with the owner's choice; the
 * other gets the mail, follows its link, finds it under "Mine" (and no longer under
 * "Unassigned"), and the history says who gave it to whom; a note mentions him, and he hears of it. A third moves applications through
 * their stages, two at once; a fourth replies to an applicant by mail and her answer, sent to the
 * server's inbound listener, comes back into the conversation. An applicant follows the erasure
 * link in her acknowledgement and asks to be erased; a recruiter finds the request above the list
 * and confirms it. A CV sent as a PDF is previewed in the page, drawn by pdf.js from the bytes the
 * staff session fetched, with nothing asked of any other origin. axe at desktop and phone width.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTransport } from "nodemailer";
import { staffAccount } from "../support/server/auth";
import { freePort } from "../support/server/free-port";
import { startSmtpServer, waitUntil, type TestSmtpServer } from "../support/server/smtp";
import { onePagePdf, PDF_TYPE } from "../support/server/storage";
import { jobApplication } from "../support/server/submissions";
import { uniqueEmail } from "./forms-helpers";
import { DESKTOP, expectNoAxeViolations, launchBrowser, openPage, PHONE } from "./support/browser";
import { startTestServer, type TestServer } from "./support/server";
import { enrolledOn, nodeClient, openStaffPage, signIn, type StaffMember } from "./support/staff";

let browser: Browser;
let smtp: TestSmtpServer;
let server: TestServer;
let inboundPort: number;
const applicant = uniqueEmail("owned");
const recruiter = async (email: string): Promise<StaffMember> => {
  const account = await staffAccount(server.app, email, { password: `Kosmos e2e ${email} first`, roles: ["careers"] });
  return enrolledOn(server.url, email, account.password, { oneTime: false });
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  inboundPort = await freePort();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    SITE_URL: "http://127.0.0.1",
    INBOUND_DOMAIN: "in.kosmos.example",
    INBOUND_SMTP_PORT: String(inboundPort),
    INBOUND_SMTP_HOST: "127.0.0.1",
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe("two recruiters and one application", () => {
  it("is opened by one, still new for the other, given to the other by mail, and found under Mine", async () => {
    const ama = await recruiter("ama.recruiter@kosmos.example");
    const kofi = await recruiter("kofi.recruiter@kosmos.example");
    // Sent after both joined: what arrived before an account began is never new to it.
    const sent = await nodeClient(server.url)
      .from("job_applications")
      .insert(jobApplication({ first_name: "Mary", surname: "Somerville", email: applicant, cv_url: null }));
    expect(sent.error).toBeNull();
    const first = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    const second = await openPage(browser, { ...PHONE, baseURL: server.url });
    const results = (page: Page) => page.getByRole("region", { name: "Results" });
    try {
      // Ama finds it under "Unassigned" and opens it.
      await first.page.goto("/admin/");
      await signIn(first.page, ama);
      await openStaffPage(first.page, "Inbox");
      await first.page
        .getByRole("navigation", { name: "Whose items" })
        .getByRole("link", { name: "Unassigned" })
        .click();
      await results(first.page)
        .getByRole("link", { name: /^Mary Somerville/ })
        .click();
      await first.page.getByRole("heading", { level: 1, name: "Mary Somerville" }).waitFor();
      const owner = first.page.getByRole("region", { name: "Owner" });
      await owner.getByText("Nobody's yet.").waitFor();
      await expectNoAxeViolations(first.page, "an application's page with its owner");

      // Still new for Kofi, on his phone.
      await second.page.goto("/admin/");
      await signIn(second.page, kofi);
      await openStaffPage(second.page, "Inbox");
      const kofisRow = results(second.page).getByRole("listitem").filter({ hasText: "Mary Somerville" });
      await kofisRow.getByText("New to you").waitFor();

      // "a" goes to the owner's choice; Ama gives it to Kofi.
      await first.page.locator("body").press("a");
      const picker = first.page.getByLabel("Give it to");
      expect(await picker.evaluate((el) => el === document.activeElement)).toBe(true);
      await picker.selectOption({ label: kofi.email });
      await owner.getByText(`Given to ${kofi.email}.`).waitFor();
      await owner.locator("strong").getByText(kofi.email, { exact: true }).waitFor();
      await first.page
        .getByRole("region", { name: "Status" })
        .getByText(new RegExp(`^Given to ${kofi.email.replace(/\./g, "\\.")} by ${ama.email.replace(/\./g, "\\.")}`))
        .waitFor();

      // Kofi's mail, and its link to the item.
      await waitUntil(() => smtp.received.some((m) => m.envelope.to.includes(kofi.email)), 20_000);
      const mail = smtp.received.find((m) => m.envelope.to.includes(kofi.email))!;
      expect(mail.parsed.subject).toBe("Given to you: a job application");
      expect(mail.parsed.text).not.toContain("Somerville");
      const link = new URL(
        /https?:\/\/\S+\/admin\/#\/inbox\/job_applications\/[0-9a-f-]{36}/.exec(mail.parsed.text ?? "")![0],
      );
      expect(smtp.received.filter((m) => m.envelope.to.includes(ama.email))).toEqual([]);

      // A note for the team, mentioning Kofi: he hears of it by mail, without its words.
      const notes = first.page.getByRole("region", { name: "Notes" });
      await notes.getByLabel("Add a note").fill("Mentions a unicorn. @nobody.here should look");
      await notes.getByRole("button", { name: "Add note" }).click();
      await notes
        .getByText("Nobody on the staff is @nobody.here: mention a colleague by the part of their address before the @")
        .waitFor();
      await notes
        .getByLabel("Add a note")
        .fill("Strong systems background. @kofi.recruiter, could you run the interview?");
      await notes.getByRole("button", { name: "Add note" }).click();
      await notes.getByText("Note added.").waitFor();
      await notes.getByText("Strong systems background. @kofi.recruiter, could you run the interview?").waitFor();
      await expectNoAxeViolations(first.page, "an application's notes");
      await waitUntil(
        () => smtp.received.some((m) => m.parsed.subject === `${ama.email} mentioned you in a note`),
        20_000,
      );
      const mention = smtp.received.find((m) => m.parsed.subject === `${ama.email} mentioned you in a note`)!;
      expect(mention.envelope.to).toEqual([kofi.email]);
      expect(mention.parsed.text).not.toContain("unicorn");
      expect(mention.parsed.text).not.toContain("Strong systems");

      // Under Kofi's "Mine", no longer "Unassigned", marked as his, and his link opens it.
      await second.page.getByRole("navigation", { name: "Whose items" }).getByRole("link", { name: "Mine" }).click();
      await expect.poll(() => second.page.url()).toContain("owner=mine");
      await results(second.page)
        .getByRole("link", { name: /^Mary Somerville/ })
        .waitFor();
      await results(second.page).getByText("owner: you").waitFor();
      await expectNoAxeViolations(second.page, "the inbox's Mine at phone width");
      await second.page
        .getByRole("navigation", { name: "Whose items" })
        .getByRole("link", { name: "Unassigned" })
        .click();
      await second.page.getByText("Nothing matches these filters.").waitFor();
      await second.page.goto(`/admin/${link.hash}`);
      await second.page.getByRole("heading", { level: 1, name: "Mary Somerville" }).waitFor();
      await second.page.getByRole("region", { name: "Owner" }).getByText("Yours").waitFor();
      await second.page
        .getByRole("region", { name: "Notes" })
        .getByText("Strong systems background. @kofi.recruiter, could you run the interview?")
        .waitFor();
      await expectNoAxeViolations(second.page, "an application's page at phone width");
      // The one refusal the browser reports is the note mentioning nobody.
      expect(first.errors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
      expect(second.errors).toEqual([]);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it("moves applications through their stages, several at once after one confirmation, and counts each stage", async () => {
    const lee = await recruiter("lee.recruiter@kosmos.example");
    for (const name of ["Emmy Noether", "Lise Meitner"]) {
      const [first_name, surname] = name.split(" ");
      const sent = await nodeClient(server.url)
        .from("job_applications")
        .insert(jobApplication({ first_name, surname, email: uniqueEmail("staged"), cv_url: null }));
      expect(sent.error).toBeNull();
    }
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await page.goto("/admin/#/inbox?kind=job_applications");
      await signIn(page, lee);
      const stages = page.getByRole("navigation", { name: "Stages" });
      await stages.getByRole("link", { name: "New 3" }).waitFor();
      await stages.getByRole("link", { name: "Interview 0" }).waitFor();

      await page.getByRole("checkbox", { name: "Select Emmy Noether" }).check();
      await page.getByRole("checkbox", { name: "Select Lise Meitner" }).check();
      await page.getByLabel("Move to stage").selectOption({ label: "Interview" });
      await page.getByRole("button", { name: "Move 2 selected" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Move 2 job applications to Interview?" });
      await dialog.waitFor();
      await expectNoAxeViolations(page, "the bulk move's confirmation");
      await dialog.getByRole("button", { name: "Move them" }).click();
      await page.getByText("Moved 2 items to Interview.").waitFor();
      await stages.getByRole("link", { name: "Interview 2" }).waitFor();
      await stages.getByRole("link", { name: "New 1" }).waitFor();
      expect(await page.getByRole("checkbox", { checked: true }).count()).toBe(0);

      await stages.getByRole("link", { name: "Interview 2" }).click();
      const results = page.getByRole("region", { name: "Results" });
      await expect.poll(() => results.getByRole("link", { name: /, Job application$/ }).count()).toBe(2);
      await expect.poll(() => results.getByText(/· Interview since today/).count()).toBe(2);
      await expectNoAxeViolations(page, "the inbox by stage");

      await results.getByRole("link", { name: /^Emmy Noether/ }).click();
      const stage = page.getByRole("region", { name: "Stage" });
      await stage.locator("strong").getByText("Interview", { exact: true }).waitFor();
      await stage.getByLabel("Move to stage").selectOption({ label: "Offer" });
      await stage.getByText("Moved to Offer.").waitFor();
      await page
        .getByRole("region", { name: "Status" })
        .getByText(/^Moved from Interview to Offer by lee\.recruiter@kosmos\.example/)
        .waitFor();
      await expectNoAxeViolations(page, "an application's page with its stage");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("replies to an applicant from the item's page, by mail, and their answer comes back into the conversation", async () => {
    const noor = await recruiter("noor.recruiter@kosmos.example");
    const email = uniqueEmail("answers");
    const sent = await nodeClient(server.url)
      .from("job_applications")
      .insert(jobApplication({ first_name: "Grace", surname: "Chisholm", email, cv_url: null }));
    expect(sent.error).toBeNull();
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await page.goto("/admin/#/inbox?kind=job_applications");
      await signIn(page, noor);
      await page
        .getByRole("region", { name: "Results" })
        .getByRole("link", { name: /^Grace Chisholm/ })
        .click();
      await page
        .getByRole("region", { name: "Stage" })
        .getByLabel("Move to stage")
        .selectOption({ label: "Interview" });
      await page.getByRole("region", { name: "Stage" }).getByText("Moved to Interview.").waitFor();
      const conversation = page.getByRole("region", { name: "Conversation by mail" });
      // The interview's usual words, with her first name.
      await expect.poll(() => conversation.getByLabel("Subject").inputValue()).toBe("Your application: an interview");
      const reply = conversation.getByLabel(`Reply to ${email}`);
      expect(await reply.inputValue()).toMatch(/^Dear Grace,\n\nThank you for your application\./);
      await reply.fill("Dear Grace,\n\nWould Tuesday at ten suit you?\n\nKind regards,");
      await conversation.getByRole("button", { name: "Send reply" }).click();
      await conversation.getByText(`Sent to ${email}.`).waitFor();
      await expectNoAxeViolations(page, "an application's conversation by mail");

      await waitUntil(
        () =>
          smtp.received.some(
            (m) => m.envelope.to.includes(email) && m.parsed.subject === "Your application: an interview",
          ),
        20_000,
      );
      const out = smtp.received.find(
        (m) => m.envelope.to.includes(email) && m.parsed.subject === "Your application: an interview",
      )!;
      const replyTo = out.parsed.replyTo!.value[0]!.address!;
      expect(replyTo).toMatch(/^reply\+j[0-9a-f]{32}\.[0-9a-f]{16}@in\.kosmos\.example$/);

      // Her answer, from her own mail program, to the reply address.
      await createTransport({ host: "127.0.0.1", port: inboundPort, secure: false, ignoreTLS: true }).sendMail({
        from: `Grace Chisholm <${email}>`,
        to: replyTo,
        subject: "Re: Your application: an interview",
        text: "Tuesday at ten is perfect. Grace",
        inReplyTo: out.parsed.messageId,
        references: [out.parsed.messageId!],
      });
      await expect
        .poll(
          async () => {
            await page.reload();
            // The conversation as loaded again (its first message shown), then whether the answer is in it.
            await conversation.getByText(`Sent by ${noor.email}`, { exact: false }).first().waitFor();
            return conversation.getByText("Tuesday at ten is perfect. Grace").count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      await conversation.getByText(`Answer from ${email}`).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("erases an application its applicant asked, with her acknowledgement's link, to be erased, once a recruiter confirms", async () => {
    const ines = await recruiter("ines.recruiter@kosmos.example");
    const email = uniqueEmail("erase-me");
    const sent = await nodeClient(server.url)
      .from("job_applications")
      .insert(jobApplication({ first_name: "Mary", surname: "Somerville", email, cv_url: null }));
    expect(sent.error).toBeNull();
    await waitUntil(() => smtp.received.some((m) => m.envelope.to.includes(email)), 20_000);
    const acknowledgement = smtp.received.find((m) => m.envelope.to.includes(email))!;
    const link = /http:\/\/127\.0\.0\.1(\/your-data\/erase\?token=[a-z0-9.]+)/.exec(acknowledgement.parsed.text ?? "");
    expect(link, acknowledgement.parsed.text).not.toBeNull();

    const visitor = await openPage(browser, { ...PHONE, baseURL: server.url });
    try {
      await visitor.page.goto(link![1]!);
      await visitor.page.getByRole("heading", { level: 1, name: "Erase your application" }).waitFor();
      await expectNoAxeViolations(visitor.page, "the erasure link's page");
      await visitor.page.getByRole("button", { name: "Erase my application" }).click();
      await visitor.page.getByRole("heading", { level: 1, name: "We have your request" }).waitFor();
      expect(new URL(visitor.page.url()).pathname).toBe("/your-data/erasure-requested");
      await expectNoAxeViolations(visitor.page, "the erasure request's answer");
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    try {
      await page.goto("/admin/#/inbox");
      await signIn(page, ines);
      const requests = page.getByRole("region", { name: /asked to be erased$/ });
      await requests
        .getByRole("link", { name: /^Job application, asked on / })
        .first()
        .waitFor();
      await expectNoAxeViolations(page, "the inbox with an erasure request");
      await requests.getByRole("link").last().click();
      await page.getByRole("heading", { level: 1, name: "Mary Somerville" }).waitFor();
      const panel = page.getByRole("region", { name: "Erasure asked for" });
      await panel.getByRole("button", { name: "Erase this application" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Erase it" }).click();
      await page.getByRole("heading", { level: 1, name: "Application erased" }).waitFor();
      await page.getByText("Erased this application and 0 files, as its applicant asked.").waitFor();
      const left = await server.app.db.asOwner((tx) =>
        tx.query("select 1 from public.job_applications where email = $1", [email]),
      );
      expect(left.rows).toEqual([]);
      // The inbox asks again, and hears of no request waiting.
      const asked = page.waitForResponse((response) => response.url().includes("/rest/v1/rpc/erasure_requests"));
      await page.goto("/admin/#/inbox");
      expect(await (await asked).json()).toEqual([]);
      await page.getByRole("heading", { level: 1, name: "Inbox" }).waitFor();
      expect(await requests.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("previews a CV sent as a PDF in the page, drawn from the bytes the staff session fetched, nothing asked of anyone else", async () => {
    const kim = await recruiter("kim.recruiter@kosmos.example");
    const id = crypto.randomUUID();
    const cv = `cvs/${id}/1700000000000-cv.pdf`;
    const visitor = nodeClient(server.url);
    const upload = await visitor.storage
      .from("job-applications")
      .upload(cv, new Blob([new Uint8Array(onePagePdf("Curriculum vitae of Hertha Ayrton"))], { type: PDF_TYPE }));
    expect(upload.error).toBeNull();
    const sent = await visitor
      .from("job_applications")
      .insert(jobApplication({ first_name: "Hertha", surname: "Ayrton", email: uniqueEmail("pdf"), cv_url: cv }, id));
    expect(sent.error).toBeNull();

    const { page, context, errors } = await openPage(browser, { ...DESKTOP, baseURL: server.url });
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["blob:", "data:"].includes(url.protocol) && url.origin !== new URL(server.url).origin)
        elsewhere.push(url.href);
    });
    try {
      await page.goto(`/admin/#/inbox/job_applications/${id}`);
      await signIn(page, kim);
      await page.getByRole("heading", { level: 1, name: "Hertha Ayrton" }).waitFor();
      await page.getByRole("button", { name: "Preview CV" }).click();
      const preview = page.getByRole("region", { name: /^Preview of \d+-cv\.pdf$/ });
      await preview.getByText("1 page", { exact: true }).waitFor();
      // Its text, for screen readers, is the PDF's own: pdf.js read the file.
      await preview.getByText("Curriculum vitae of Hertha Ayrton").waitFor({ state: "attached" });
      // And the page was drawn: the canvas holds dark pixels (the line of text) on white.
      const inked = await preview.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 200) dark++;
        return { dark, width: canvas.width };
      });
      expect(inked.width).toBeGreaterThan(300);
      expect(inked.dark).toBeGreaterThan(100);
      await expectNoAxeViolations(page, "an application's page with its CV previewed");
      await preview.getByRole("button", { name: "Close preview" }).click();
      await page.getByRole("button", { name: "Preview CV" }).waitFor();
      const downloads = await server.app.db.asOwner((tx) =>
        tx.query("select 1 from public.audit_log where action = 'download' and actor_email = $1", [kim.email]),
      );
      expect(downloads.rows.length).toBe(1);
      expect(elsewhere).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
