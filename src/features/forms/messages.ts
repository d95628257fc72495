/**
 * Every text a visitor sees from the forms, in one place. The quoted ones are the spec's
 * (sections 5 and 8) and must stay word for word; the rest are ours, in the same voice.
 */
export type Notice = { title: string; description: string };

export const contactMessages = {
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name must be 100 characters or fewer",
  invalidEmail: "Please enter a valid email address",
  emailTooLong: "Email address must be 254 characters or fewer",
  companyTooLong: "Company must be 200 characters or fewer",
  inquiryTypeMissing: "Please select an inquiry type",
  messageTooShort: "Message must be at least 10 characters",
  messageTooLong: "Message must be 5000 characters or fewer",
  sent: { title: "Message sent", description: "Thank you for your message. We'll get back to you soon." },
  failed: { title: "Something went wrong", description: "Your message couldn't be sent. Please try again later." },
} as const;

export const applicationMessages = {
  missingInformation: { title: "Missing information", description: "Please fill in all required fields." },
  submitted: "Application submitted successfully!",
  failed: {
    title: "Submission failed",
    description: "There was an error submitting your application. Please try again.",
  },
} as const;

export const jobMessages = {
  firstNameRequired: "First name is required",
  firstNameTooLong: "First name must be 100 characters or fewer",
  surnameRequired: "Surname is required",
  surnameTooLong: "Surname must be 100 characters or fewer",
  reasonRequired: "Please tell us why you would like to apply",
  reasonTooLong: "Reason to apply must be 5000 characters or fewer",
  invalidFileType: { title: "Invalid file type", description: "Please upload PDF or Word documents only." },
  fileTooLarge: { title: "File too large", description: "Please upload files smaller than 5MB." },
  success: {
    title: applicationMessages.submitted,
    description: "We'll review your application and get back to you soon.",
  },
} as const;

export const programmeMessages = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be 100 characters or fewer",
  researchAreaRequired: "Research area is required",
  researchAreaTooLong: "Research area must be 200 characters or fewer",
  institutionRequired: "Institution is required",
  institutionTooLong: "Institution must be 200 characters or fewer",
  topicRequired: "Topic statement is required",
  topicTooLong: { title: "Topic statement too long", description: "Please keep your topic statement under 500 words." },
  collaborationTypeRequired: "Please select a collaboration type",
  supportNeededRequired: "Please tell us what support you need",
  detailTooLong: "Please keep this to 1000 characters or fewer",
  invalidFileType: { title: "Invalid file type", description: "Please upload a PDF, Word document, or text file." },
  fileTooLarge: { title: "File too large", description: "Please upload a file smaller than 10MB." },
  uploadFailed: {
    title: "File upload failed",
    description: "Your application was submitted but the file upload failed. You can send it separately via email.",
  },
  partnershipSuccess: {
    title: applicationMessages.submitted,
    description: "We'll review your research partnership proposal and get back to you soon.",
  },
  incubationSuccess: {
    title: applicationMessages.submitted,
    description: "We'll review your incubation programme application and get back to you soon.",
  },
} as const;

/** The spec shows the newsletter without handling; these texts are ours. */
export const newsletterMessages = {
  /** Double opt-in: nothing is sent until the address confirms; the same words whether or not it was on the list. */
  subscribed: {
    title: "Check your inbox",
    description: "To confirm your subscription, open the link in the mail we have just sent you.",
  },
  failed: {
    title: "Subscription failed",
    description: "We couldn't add your address just now. Please try again later.",
  },
} as const;
