import { site } from "~/config/site";
import type { LegalDocument } from "~/components/sections/legal-document";

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  intro: [
    `This policy explains how the ${site.company} website uses cookies and similar technologies, as required by the Privacy and Electronic Communications Regulations 2003 (PECR). In short: we do not set any cookies, and we do not use analytics, advertising or tracking of any kind.`,
  ],
  sections: [
    {
      heading: "What cookies are",
      blocks: [
        "Cookies are small text files that a website stores on your device. Similar technologies, such as local storage, tracking pixels and device fingerprinting, are covered by the same rules. They can be used to make a website work, to remember preferences, or to follow what you do across websites.",
      ],
    },
    {
      heading: "Cookies on our website",
      blocks: [
        "Our website sets no cookies. We use no analytics, no advertising, no social media plug-ins and no tracking technologies.",
        "The website keeps nothing on your device: no cookies, and nothing in your browser's local or session storage. Your browser itself remembers how far you had scrolled on a page, so that the back button returns you to the same place, as it does on any website; that is never sent to us. With nothing to consent to, we do not show a cookie banner.",
        "Our servers keep short-lived security logs of requests, as described in our Privacy Notice. These are kept on our servers, not on your device.",
      ],
    },
    {
      heading: "The map on our contact page",
      blocks: [
        "The map of our London office on the contact page is provided by OpenStreetMap. It is not loaded when you open the page: in its place is a Show map button. Only if you press it does your browser load the map from OpenStreetMap's servers, which then receive your IP address and the usual technical details of the request. OpenStreetMap is responsible for any cookies or other data its service uses in connection with the map: see the OpenStreetMap Foundation's privacy policy at https://osmfoundation.org/wiki/Privacy_Policy.",
        "Your choice is not remembered: we would need to store it on your device to do so. The map is hidden again the next time you open the page, and our address is always given in text above it.",
      ],
    },
    {
      heading: "Links to other websites",
      blocks: [
        "Websites we link to, such as our partners' websites and professional networks, may set their own cookies when you visit them. Their cookie policies apply there, not this one.",
      ],
    },
    {
      heading: "Managing cookies",
      blocks: [
        "Most browsers let you see, block and delete cookies and site data in their settings. As our website sets no cookies, blocking them will not affect how it works; if you block site data altogether, the back button may simply return you to the top of a page.",
      ],
    },
    {
      heading: "Changes and contact",
      blocks: [
        `If we ever introduce cookies or similar technologies, we will update this policy first and ask for your consent wherever the law requires it. Questions about this policy are welcome at ${site.emails.contact}.`,
      ],
    },
  ],
};
