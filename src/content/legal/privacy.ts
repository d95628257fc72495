import { site } from "~/config/site";
import type { LegalDocument } from "~/components/sections/legal-document";

const address = site.office.lines.slice(1, 3).join(", ");

export const privacyNotice: LegalDocument = {
  title: "Privacy Notice",
  intro: [
    `This notice explains how ${site.legalName} ("${site.company}", "we", "us") collects, uses and protects personal data when you visit our website or send us information through it. We process personal data in accordance with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
  ],
  sections: [
    {
      heading: "Who we are",
      blocks: [
        `${site.legalName}, a company registered in England and Wales with its office at ${address}, is the controller of the personal data described in this notice.`,
        `If you have any question about this notice or about how we handle your data, please write to us at ${site.emails.contact} or to the address above, marked for the attention of the Data Protection Lead.`,
      ],
    },
    {
      heading: "The information we collect and why",
      blocks: [
        "We collect only what you choose to send us through the forms on this website, and the technical information that any web server needs to deliver pages securely. For each form, we describe below what we collect, why, and the lawful basis we rely on under Article 6 of the UK GDPR.",
      ],
      subsections: [
        {
          heading: "Contact and demo requests",
          blocks: [
            {
              list: [
                "What we collect: your name, email address, company (if you give it), the type of enquiry and your message. The same applies to the short contact form on our home page.",
                "Why: to answer your enquiry, arrange a demonstration and follow up on it.",
                "Lawful basis: our legitimate interests in responding to people who contact us and in developing our business; where you ask about our products on behalf of an organisation, taking steps at your request before entering into a contract.",
              ],
            },
          ],
        },
        {
          heading: "Job applications",
          blocks: [
            {
              list: [
                "What we collect: the position you apply for, your first name, surname, email address, your reasons for applying, and your CV and cover letter if you upload them (PDF or Word documents of up to 5MB each), together with anything they contain.",
                "Why: to assess your application, contact you about it and, if successful, prepare an offer of employment.",
                "Lawful basis: taking steps at your request before entering into a contract of employment, and our legitimate interests in recruiting suitable people.",
                "We do not ask for special category data (such as health, ethnicity or religious beliefs) or criminal offence data. Please do not include it in your CV or cover letter. If we later need such information, for example to make reasonable adjustments at interview, we will ask you separately and explain the legal condition we rely on.",
              ],
            },
          ],
        },
        {
          heading: "Research partnership and incubation programme applications",
          blocks: [
            {
              list: [
                "What we collect: your name, email address, research area, institution, topic statement, the type of collaboration or support you are looking for, and your proposal file if you upload one (PDF, Word or plain text, up to 10MB), together with anything it contains.",
                "Why: to assess your application, discuss it with you and, if it goes ahead, set up the partnership or your place on the programme.",
                "Lawful basis: our legitimate interests in building research collaborations and supporting research, and taking steps at your request before entering into an agreement with you or your institution.",
              ],
            },
          ],
        },
        {
          heading: "Newsletter",
          blocks: [
            {
              list: [
                "What we collect: your email address and, when you confirm your subscription through the link we send you, the date and time, the IP address you confirmed from and the wording you agreed to, so that we can show you gave your consent.",
                "Why: to send you occasional updates about our research, publications and events.",
                "Lawful basis: your consent. You can withdraw it at any time by using the unsubscribe link in any newsletter or by writing to us; withdrawing consent does not affect what we did before.",
              ],
            },
          ],
        },
        {
          heading: "Technical information",
          blocks: [
            {
              list: [
                "What we collect: when you request a page or send a form, our servers record the date and time, the address requested, your IP address and your browser's user agent in security logs.",
                "Why: to keep the website secure and available, to limit abuse such as automated form submissions, and to investigate faults.",
                "Lawful basis: our legitimate interests in operating a secure and reliable website.",
              ],
            },
            "We do not use cookies, analytics or advertising trackers. Our Cookie Policy explains this in more detail.",
          ],
        },
      ],
    },
    {
      heading: "How long we keep your data",
      blocks: [
        {
          list: [
            "Contact and demo requests: 24 months after our last correspondence with you, unless you become a client, in which case we keep the relevant records for the duration of the relationship and six years afterwards.",
            "Job applications, CVs and cover letters: 6 months after the end of the recruitment process for that role if your application is unsuccessful, so that we can answer any question about our decision. If you join us, your application becomes part of your employee record.",
            "Research partnership and incubation applications and proposal files: 12 months after our decision if the application does not go ahead; otherwise for the duration of the collaboration or programme and six years afterwards.",
            "Newsletter subscriptions: until you unsubscribe. A sign-up that is not confirmed within 30 days is deleted. When you unsubscribe, or ask us to erase your data, we delete your email address and keep on a suppression list only a keyed hash of it (a one-way code from which the address cannot be read back), only to make sure we do not write to you again.",
            "Security logs: 30 days, unless a log is needed to investigate a specific incident.",
          ],
        },
        "When a retention period ends, we delete the data or anonymise it so that it can no longer identify you.",
      ],
    },
    {
      heading: "Who we share your data with",
      blocks: [
        "We do not sell your personal data or share it for marketing. Only the staff who need it to deal with your enquiry or application can see it. We share personal data only with:",
        {
          list: [
            "our processors: the providers who host our website, database and file storage, and our email provider. They act only on our instructions, under contracts that require them to keep the data secure and confidential;",
            "professional advisers, such as lawyers and accountants, where necessary;",
            "for research partnership applications, the partner institution concerned, where you have asked us to work with it;",
            "law enforcement agencies, regulators or courts, where the law requires us to disclose information.",
          ],
        },
      ],
    },
    {
      heading: "International transfers",
      blocks: [
        "We store personal data in the United Kingdom or the European Economic Area. If a processor needs to transfer personal data to another country, we make sure it is protected: either the country benefits from UK adequacy regulations, or the transfer is covered by the International Data Transfer Agreement or the UK Addendum to the European Commission's standard contractual clauses, with any additional safeguards a transfer risk assessment shows to be necessary. You may ask us for a copy of the safeguards that apply.",
      ],
    },
    {
      heading: "How we protect your data",
      blocks: [
        "Forms are sent over encrypted connections. Submissions and uploaded files are stored in private storage that visitors to the website cannot read; only authorised staff have access, protected by strong authentication. Uploaded files are checked for their type and size before we accept them.",
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        "Under the UK GDPR you have the right to:",
        {
          list: [
            "be informed about how we use your personal data, which is the purpose of this notice;",
            "access the personal data we hold about you and receive a copy of it;",
            "have inaccurate data corrected and incomplete data completed;",
            "have your data erased, in certain circumstances;",
            "restrict how we use your data, in certain circumstances;",
            "object to processing based on our legitimate interests;",
            "receive data you gave us in a portable format, where processing is based on consent or contract and carried out by automated means;",
            "withdraw your consent at any time, where we rely on it.",
          ],
        },
        "We do not make decisions about you based solely on automated processing, including profiling, that have legal or similarly significant effects.",
        `To exercise any of these rights, write to us at ${site.emails.contact}. There is normally no charge. We will reply within one month, and may ask for information to confirm your identity first.`,
      ],
    },
    {
      heading: "Complaints",
      blocks: [
        "If you are concerned about how we handle your personal data, please contact us first so that we can try to put things right.",
        "You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority for data protection, at https://ico.org.uk/make-a-complaint/ or by telephone on 0303 123 1113.",
      ],
    },
    {
      heading: "Changes to this notice",
      blocks: [
        "We review this notice regularly and will publish any change on this page, with a new date at the top. If a change significantly affects how we use data you have already given us, we will tell you directly where we can.",
      ],
    },
  ],
};
