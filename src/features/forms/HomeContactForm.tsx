import { island } from "~/components/ui/island";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import {
  EARLY_SUBMIT,
  Honeypot,
  PrivacyNotice,
  SubmitButton,
  TextAreaField,
  TextField,
  useHoneypot,
  useTypedBeforeHydration,
} from "./fields";
import { contactMessages } from "./messages";
import { type InquiryType, homeContactSchema } from "./schemas";
import { sendContactMessage } from "./submit";

/** The home form has no inquiry type of its own: see docs/decisions/002-home-contact-inquiry-type.md. */
export const HOME_INQUIRY_TYPE: InquiryType = "general-question";

const FORM_NAME = "home-contact";
const emptyHomeContact = { name: "", email: "", company: "", message: "" };

/** 'Ready to Master Complexity?' on the home page: stores a contact submission. */
export function HomeContactForm() {
  const headingId = useId();
  const honeypot = useHoneypot();
  const typed = useTypedBeforeHydration(FORM_NAME, emptyHomeContact);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(homeContactSchema), defaultValues: typed });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!honeypot.isFilled()) await sendContactMessage({ ...values, inquiryType: HOME_INQUIRY_TYPE });
      toast.success(contactMessages.sent.title, { description: contactMessages.sent.description });
      reset(emptyHomeContact);
      honeypot.clear();
    } catch (error) {
      console.error("Contact submission failed", error);
      toast.error(contactMessages.failed.title, { description: contactMessages.failed.description });
    }
  });

  return (
    <section id="contact" aria-labelledby={headingId} className="scroll-mt-20 bg-surface">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 sm:py-20 lg:grid-cols-2">
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
            Ready to Master Complexity?
          </h2>
          <p className="mt-4 text-lg text-muted">
            Tell us about the risks and decisions you face. Our team will show you how a digital twin of your financial
            system can help, and typically replies within one business day.
          </p>
        </div>
        <form
          {...EARLY_SUBMIT}
          name={FORM_NAME}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={headingId}
          className="relative space-y-5 rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Name" autoComplete="name" registration={register("name")} error={errors.name?.message} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              registration={register("email")}
              error={errors.email?.message}
            />
          </div>
          <TextField
            label="Company (optional)"
            autoComplete="organization"
            registration={register("company")}
            error={errors.company?.message}
          />
          <TextAreaField label="Message" rows={4} registration={register("message")} error={errors.message?.message} />
          <Honeypot inputRef={honeypot.ref} />
          <PrivacyNotice purpose="reply to your message" />
          <SubmitButton submitting={isSubmitting} label="Send Message" busyLabel="Sending..." className="w-full" />
        </form>
      </div>
    </section>
  );
}

/** The island a page mounts (client:seen). */
export default island(HomeContactForm);
