import { absoluteUrl, officeAddress } from "~/lib/meta";

/** The London office as a schema.org PostalAddress, from the address shown on the site. */

/**
 * schema.org JobPosting for one open position, so search engines can list it as a job.
 * Every URL is absolute on the public origin; `url` is the position's application page,
 * which is where a candidate applies directly (hence `directApply`).
 */
export type JobPostingSource = { title: string; department: string; description: string; datePosted: string };

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
    employmentType: "FULL_TIME",
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
    directApply: true,
    url: absoluteUrl(applyPath),
  };
}
