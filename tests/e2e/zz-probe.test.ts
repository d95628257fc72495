import { it, expect } from "vitest";
import { launchBrowser, openPage, PHONE } from "/work/wt/islands/tests/e2e/support/browser";
it("probe", async () => {
  const browser = await launchBrowser();
  for (const js of [true, false]) {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 }, javaScriptEnabled: js, baseURL: process.env.BASE } as never);
    await page.goto(process.env.BASE + "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const btn = nav.getByRole("button", { name: "About", exact: true });
    console.log("visible before", await nav.getByRole("link", { name: "Our Team" }).isVisible());
    await btn.hover();
    console.log("visible hover", await nav.getByRole("link", { name: "Our Team" }).isVisible());
    await page.mouse.move(5, 700);
    await btn.click();
    console.log("visible click", await nav.getByRole("link", { name: "Our Team" }).isVisible(), await nav.getByRole("link", { name: "Our Team" }).boundingBox(), await btn.boundingBox());
    const snap = await page.locator("header").ariaSnapshot();
    console.log(snap.slice(0, 600));
    await page.keyboard.press("Escape");
    console.log("after esc", await nav.getByRole("link", { name: "Our Team" }).isVisible());
    await page.goto(process.env.BASE + "/our-team");
    await page.getByRole("button", { name: /Daniel/ }).click();
    console.log("dialog", await page.getByRole("dialog").isVisible(), await page.getByRole("dialog").getAttribute("open"));
    await page.keyboard.press("Escape");
    console.log("dialog after esc", await page.getByRole("dialog").isVisible());
    await context.close();
  }
  const { page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false, baseURL: process.env.BASE } as never);
  await page.goto(process.env.BASE + "/about");
  await page.getByRole("button", { name: "Toggle menu" }).click();
  console.log("mobile", await page.getByRole("navigation", { name: "Mobile" }).isVisible(), await page.getByRole("navigation", { name: "Mobile" }).boundingBox());
  console.log((await page.locator("header").ariaSnapshot()).slice(0, 300));
  await browser.close();
  expect(1).toBe(1);
});
