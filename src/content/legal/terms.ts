import { site } from "~/config/site";
import type { LegalDocument } from "~/components/sections/legal-document";

const address = site.office.lines.slice(1, 3).join(", ");

export const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  intro: [
    `These terms set out the conditions on which you may use this website, operated by ${site.legalName} ("${site.company}", "we", "us"). By using the website you accept them. If you do not agree, please do not use the website.`,
    "These terms cover the website only. The use of our platform and services is governed by a separate written agreement with each client.",
  ],
  sections: [
    {
      heading: "About us",
      blocks: [
        `${site.legalName} is a company registered in England and Wales with its office at ${address}. You can contact us at ${site.emails.contact}.`,
      ],
    },
    {
      heading: "Using the website",
      blocks: [
        "The website is made available free of charge for information about our company, products, research and opportunities. We may change, suspend or withdraw any part of it without notice, and we do not guarantee that it will always be available or free from errors.",
        "You must not:",
        {
          list: [
            "use the website in any way that breaks the law or is fraudulent;",
            "attempt to gain unauthorised access to the website, the servers on which it runs or any connected system or database;",
            "introduce viruses or other harmful material, or attack the website through a denial-of-service or similar attack;",
            "send automated or bulk submissions through the forms, or submit information that is false, misleading or belongs to someone else without their permission;",
            "copy content from the website in bulk by automated means.",
          ],
        },
      ],
    },
    {
      heading: "No advice",
      blocks: [
        "The content of the website, including our articles, white papers, case studies and demonstrations, is provided for general information only. It is not financial, investment, legal, regulatory or other professional advice and must not be relied on as such. Results described in case studies depend on the circumstances of each client and are not a promise of future results.",
        "We make reasonable efforts to keep the content accurate and up to date, but we give no warranty, express or implied, that it is accurate, complete or current.",
      ],
    },
    {
      heading: "Intellectual property",
      blocks: [
        `The website and its content, including text, graphics, logos, software and documentation, are owned by ${site.legalName} or its licensors and are protected by copyright, trade mark and other intellectual property laws. "${site.brand}" and the ${site.brand} logo are our trade marks.`,
        "You may view the website, and download or print pages and documents we make available for download, for your own information or for internal use within your organisation, provided that you keep all copyright and other notices. Any other use requires our prior written permission.",
      ],
    },
    {
      heading: "Information you send us",
      blocks: [
        "When you send us a message, an application or a proposal through the website, you confirm that the information is accurate and that you are entitled to share it. You keep the rights in your material; you allow us to use it to assess and respond to your submission. Sending a research proposal does not create a partnership or any obligation to take it forward, and we treat proposals as confidential.",
        "How we handle personal data in your submissions is explained in our Privacy Notice.",
      ],
    },
    {
      heading: "Links to other websites",
      blocks: [
        "The website links to websites run by others, such as our partners and professional networks. Those links are provided for information only; we have no control over those websites and are not responsible for their content or how they handle your data.",
      ],
    },
    {
      heading: "Our liability",
      blocks: [
        "Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under the law of England and Wales.",
        "Subject to that, we are not liable to you, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss or damage arising from your use of, or inability to use, the website or your reliance on its content, including loss of profits, revenue, business, data or goodwill, or any indirect or consequential loss.",
      ],
    },
    {
      heading: "Changes to these terms",
      blocks: [
        "We may revise these terms at any time by updating this page, with a new date at the top. Please check it from time to time: the terms in force when you use the website apply.",
      ],
    },
    {
      heading: "Governing law",
      blocks: [
        "These terms, and any dispute or claim arising from them or from your use of the website, are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction, except that if you are a consumer living in Scotland or Northern Ireland you may also bring proceedings in your local courts.",
      ],
    },
  ],
};
