/**
 * The enrolment QR code as a browser shows it: auth-js prefixes the raw SVG with
 * `data:image/svg+xml;utf-8,` (unencoded), and the page puts that in an <img>. Debian's Chromium
 * must decode it into a picture with dark modules on white.
 */
import QRCode from "qrcode";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTotpSecret, qrCodeSvg, totpFor } from "./totp.ts";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

describe("the TOTP QR code in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
  });
  afterAll(async () => browser?.close());

  /** Loads a data URI in an <img>; its natural width and the share of dark pixels drawn. */
  async function render(src: string) {
    const page = await browser.newPage();
    try {
      await page.setContent("<!doctype html><title>QR</title><img alt='QR code'>");
      return await page.evaluate(async (uri) => {
        const img = document.querySelector("img")!;
        await new Promise<void>((resolve) => {
          img.onload = img.onerror = () => resolve();
          img.src = uri;
        });
        if (img.naturalWidth === 0) return { width: 0, dark: 0 };
        const canvas = document.createElement("canvas");
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext("2d")!;
        context.drawImage(img, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 128 && data[i]! < 64) dark++;
        return { width: img.naturalWidth, dark: dark / (data.length / 4) };
      }, src);
    } finally {
      await page.close();
    }
  }

  it("renders as an image once auth-js makes it a data URI", async () => {
    const uri = totpFor(newTotpSecret(), "Kosmos Intelligence", "ada@kosmos.example").toString();
    const shown = await render(`data:image/svg+xml;utf-8,${await qrCodeSvg(uri)}`);
    expect(shown.width).toBeGreaterThan(0);
    // A QR code is roughly half dark modules (the quiet zone is white).
    expect(shown.dark).toBeGreaterThan(0.2);
    expect(shown.dark).toBeLessThan(0.7);
  });

  it("would not with qrcode's own '#' colours (why they are replaced)", async () => {
    const raw = await QRCode.toString("otpauth://totp/x:y?secret=JBSWY3DPEHPK3PXP", { type: "svg", width: 264 });
    expect((await render(`data:image/svg+xml;utf-8,${raw}`)).width).toBe(0);
  });
});
