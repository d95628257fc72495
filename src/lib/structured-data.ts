import type { ContentData } from "~shared/content-types";
import { absoluteUrl, officeAddress } from "~/lib/meta";

/** The London office as a schema.org PostalAddress, from the address shown on the site. */

/**
 * schema.org JobPosting for one open position, so search engines can list it as a job.
 * Every URL is absolute on the public origin; `url` is the position's application page,
 * which is where a candidate applies directly (hence `directApply`).
 */
export type JobPostingSource = Pick<
  ContentData<"position">,
  | "title"
  | "department"
  | "description"
  | "datePosted"
  | "employmentType"
  | "workplace"
  | "salaryMin"
  | "salaryMax"
  | "closingDate"
>;

/** A position as search engines read it; `company`: the site settings' company name and office address. */
export function jobPosting(
  position: JobPostingSource,
  applyPath: string,
  company: { companyName: string; officeAddress: string },
) {
  const home = absoluteUrl("/");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    description: position.description,
    datePosted: position.datePosted,
    employmentType: position.employmentType,
    ...(position.closingDate ? { validThrough: position.closingDate } : {}),
    occupationalCategory: position.department,
    hiringOrganization: {
      "@type": "Organization",
      name: company.companyName,
      sameAs: home,
      url: home,
      logo: absoluteUrl("/favicon.svg"),
    },
    jobLocation: {
      "@type": "Place",
      address: officeAddress(company.officeAddress),
    },
    // Remote work is said as search engines read it, and from where one may do it.
    ...(position.workplace === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "United Kingdom" },
        }
      : {}),
    ...(position.salaryMin || position.salaryMax
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "GBP",
            value: {
              "@type": "QuantitativeValue",
              ...(position.salaryMin ? { minValue: Number(position.salaryMin) } : {}),
              ...(position.salaryMax ? { maxValue: Number(position.salaryMax) } : {}),
              unitText: "YEAR",
            },
          },
        }
      : {}),
    directApply: true,
    url: absoluteUrl(applyPath),
  };
}
