import { describe, expect, it } from "vitest";
import type { ContentData } from "~shared/content-types";
import { applyHref, positions } from "~/content/positions";
import { jobPosting } from "./structured-data";

/** The company's name and office as the site settings hold them (the office one line a row). */
const COMPANY = {
  companyName: "Kosmos Intelligence",
  officeAddress: "Kosmos Intelligence Limited\n1 Finsbury Avenue\nLondon EC2M 2PF\nUnited Kingdom",
};

/** Every leaf of a JSON-like value with the path that reaches it. */
function leaves(value: unknown, path = "$"): [string, unknown][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
  }
  return [[path, value]];
}

const sample: ContentData<"position"> = {
  title: "Quant & Risk Analyst (Graduate)",
  department: "Research",
  location: "London",
  description: "Model contagion in interbank networks.",
  datePosted: "2025-07-14",
  employmentType: "FULL_TIME",
};

describe("jobPosting", () => {
  it("describes a full-time role at the London office with the fields search engines require", () => {
    const posting = jobPosting(sample, applyHref(sample.title), COMPANY);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: sample.title,
      description: sample.description,
      datePosted: "2025-07-14",
      employmentType: "FULL_TIME",
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: "Kosmos Intelligence", url: "http://localhost:3000/" },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "1 Finsbury Avenue",
          addressLocality: "London",
          postalCode: "EC2M 2PF",
          addressCountry: "GB",
        },
      },
    });
  });

  it("says the employment type, the salary range, remote work and the closing date as staff published them", () => {
    const posting = jobPosting(
      {
        ...sample,
        employmentType: "CONTRACTOR",
        workplace: "remote",
        salaryMin: "60000",
        salaryMax: "80000",
        closingDate: "2027-01-31",
      },
      applyHref(sample.title),
      COMPANY,
    );
    expect(posting).toMatchObject({
      employmentType: "CONTRACTOR",
      validThrough: "2027-01-31",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "United Kingdom" },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "GBP",
        value: { "@type": "QuantitativeValue", minValue: 60000, maxValue: 80000, unitText: "YEAR" },
      },
    });
    const plain = jobPosting(sample, applyHref(sample.title), COMPANY);
    expect("baseSalary" in plain || "jobLocationType" in plain || "validThrough" in plain).toBe(false);
  });

  it("names the hiring company as the site settings do", () => {
    const posting = jobPosting(sample, applyHref(sample.title), { ...COMPANY, companyName: "Kosmos Risk" });
    expect(posting.hiringOrganization.name).toBe("Kosmos Risk");
  });

  it("links to the position's own application page with an absolute, encoded URL", () => {
    const url = new URL(jobPosting(sample, applyHref(sample.title), COMPANY).url);
    expect(url.origin).toBe("http://localhost:3000");
    expect(url.pathname).toBe("/apply");
    expect(url.searchParams.get("position")).toBe(sample.title);
  });

  it.each(positions.map((p) => [p.title, p] as const))(
    "%s: no undefined values, absolute URLs, an ISO date",
    (_title, position) => {
      const posting = jobPosting(position, applyHref(position.title), COMPANY);
      for (const [path, value] of leaves(posting)) {
        expect(value, path).not.toBeUndefined();
        expect(value, path).not.toBe("");
      }
      for (const url of [
        posting.url,
        posting.hiringOrganization.url,
        posting.hiringOrganization.sameAs,
        posting.hiringOrganization.logo,
      ]) {
        expect(url).toMatch(/^https?:\/\/[^/]+\//);
      }
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${posting.datePosted}T00:00:00Z`).toISOString().slice(0, 10)).toBe(posting.datePosted);
      // It must survive the trip through JSON into the page unchanged.
      expect(JSON.parse(JSON.stringify(posting))).toEqual(posting);
    },
  );

  it("gives each open position its own posting", () => {
    const urls = positions.map((p) => jobPosting(p, applyHref(p.title), COMPANY).url);
    expect(new Set(urls).size).toBe(positions.length);
  });
});
