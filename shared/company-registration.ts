/** What Site settings hold of the company's registration (all but the legal name optional). */
export type CompanyRegistration = {
  legalName: string;
  companyNumber?: string;
  registeredIn?: string;
  registeredOffice?: string;
  vatNumber?: string;
};

/**
 * The company's registration as UK company law wants it on its website and its business mail:
 * the registered name, number, place of registration and registered office (the VAT number when
 * given); null without a company number.
 */
export function registrationLine(company: CompanyRegistration): string | null {
  if (!company.companyNumber) return null;
  const where = company.registeredIn ? ` in ${company.registeredIn}` : "";
  const office = company.registeredOffice ? ` Registered office: ${company.registeredOffice.replace(/\.$/, "")}.` : "";
  const vat = company.vatNumber ? ` VAT number ${company.vatNumber}.` : "";
  return `${company.legalName}, a company registered${where}, number ${company.companyNumber}.${office}${vat}`;
}
