import { island } from "~/components/ui/island";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import {
  EARLY_SUBMIT,
  Honeypot,
  PrivacyNotice,
  RequiredNote,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useHoneypot,
  useTypedBeforeHydration,
} from "./fields";
import { contactMessages } from "./messages";
import { DEFAULT_INQUIRY_TYPE, contactSchema, inquiryTypes } from "./schemas";
import { sendContactMessage } from "./submit";

const FORM_NAME = "contact";
const emptyContact = { name: "", email: "", company: "", inquiryType: DEFAULT_INQUIRY_TYPE, message: "" };

/** The contact page's form (spec §2, §5, §8): stored in contact_submissions. */
export function ContactForm() {
  const honeypot = useHoneypot();
  const typed = useTypedBeforeHydration(FORM_NAME, emptyContact);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactSchema), defaultValues: typed });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!honeypot.isFilled()) await sendContactMessage(values);
      toast.success(contactMessages.sent.title, { description: contactMessages.sent.description });
      reset(emptyContact);
      honeypot.clear();
    } catch (error) {
      console.error("Contact submission failed", error);
      toast.error(contactMessages.failed.title, { description: contactMessages.failed.description });
    }
  });

  return (
    <form
      {...EARLY_SUBMIT}
      name={FORM_NAME}
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      className="relative space-y-6"
    >
      <RequiredNote />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Full Name"
          required
          autoComplete="name"
          registration={register("name")}
          error={errors.name?.message}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          registration={register("email")}
          error={errors.email?.message}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Company (optional)"
          autoComplete="organization"
          registration={register("company")}
          error={errors.company?.message}
        />
        <SelectField
          label="Inquiry Type"
          required
          options={inquiryTypes}
          registration={register("inquiryType")}
          error={errors.inquiryType?.message}
        />
      </div>
      <TextAreaField
        label="Message"
        required
        rows={6}
        registration={register("message")}
        error={errors.message?.message}
      />
      <Honeypot inputRef={honeypot.ref} />
      <PrivacyNotice purpose="reply to your message" />
      <SubmitButton
        submitting={isSubmitting}
        label="Send Message"
        busyLabel="Sending..."
        className="w-full sm:w-auto"
      />
    </form>
  );
}

/** The island a page mounts (client:seen). */
export default island(ContactForm);
