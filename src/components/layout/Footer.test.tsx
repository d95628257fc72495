/** The foot of every page: the company's registration, as UK company law wants it, once staff give its number. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Footer } from "./Footer";

const menus = { footerGroups: [], legalLinks: [{ label: "Privacy Policy", to: "/privacy" }] };
const settings = {
  tagline: "Systemic risk, seen before it happens.",
  copyright: "Kosmos Intelligence Limited. All rights reserved.",
  legalName: "Kosmos Intelligence Limited",
};

describe("the footer", () => {
  it("names the registered name, number, place of registration and registered office", () => {
    const html = renderToStaticMarkup(
      <Footer
        settings={{
          ...settings,
          companyNumber: "12345678",
          registeredIn: "England and Wales",
          registeredOffice: "1 Finsbury Avenue, London EC2M 2PF.",
        }}
        menus={menus}
        year={2027}
      />,
    );
    expect(html).toContain(
      "<p>Kosmos Intelligence Limited, a company registered in England and Wales, number 12345678. Registered office: 1 Finsbury Avenue, London EC2M 2PF.</p>",
    );
  });

  it("says no registration line until the company number is given", () => {
    const html = renderToStaticMarkup(
      <Footer settings={{ ...settings, registeredIn: "England and Wales" }} menus={menus} year={2027} />,
    );
    expect(html).not.toContain("a company registered");
    expect(html).toContain(settings.copyright);
  });

  it("adds the VAT number when one is given", () => {
    const html = renderToStaticMarkup(
      <Footer
        settings={{
          ...settings,
          companyNumber: "12345678",
          registeredIn: "England and Wales",
          vatNumber: "GB 123 4567 89",
        }}
        menus={menus}
        year={2027}
      />,
    );
    expect(html).toContain(
      "<p>Kosmos Intelligence Limited, a company registered in England and Wales, number 12345678. VAT number GB 123 4567 89.</p>",
    );
  });

  it("puts the year it is published in before the copyright line", () => {
    const html = renderToStaticMarkup(<Footer settings={settings} menus={menus} year={2031} />);
    expect(html).toContain("<p>© 2031 Kosmos Intelligence Limited. All rights reserved.</p>");
  });
});
