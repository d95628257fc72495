import { island } from "~/components/ui/island";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import {
  EARLY_SUBMIT,
  Honeypot,
  PrivacyNotice,
  SubmitButton,
  controlClasses,
  useHoneypot,
  useTypedBeforeHydration,
} from "./fields";
import { newsletterMessages } from "./messages";
import { newsletterSchema } from "./schemas";
import { subscribeToNewsletter } from "./submit";

const FORM_NAME = "newsletter";

/** 'Stay Updated' on /resources: stores the address once in newsletter_subscribers. */
export function NewsletterSignup() {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const honeypot = useHoneypot();
  const typed = useTypedBeforeHydration(FORM_NAME, { email: "" });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newsletterSchema), defaultValues: typed });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!honeypot.isFilled()) await subscribeToNewsletter(values);
      toast.success(newsletterMessages.subscribed.title, { description: newsletterMessages.subscribed.description });
      reset({ email: "" });
      honeypot.clear();
    } catch (error) {
      console.error("Newsletter sign-up failed", error);
      toast.error(newsletterMessages.failed.title, { description: newsletterMessages.failed.description });
    }
  });

  const error = errors.email?.message;
  return (
    <section aria-labelledby={headingId} className="bg-surface">
      <div className="mx-auto max-w-3xl px-6 py-16 text-center sm:py-20">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          Stay Updated
        </h2>
        <p className="mt-4 text-lg text-muted">
          New research, case studies and insights on systemic risk, delivered to your inbox. Unsubscribe at any time.
        </p>
        <form
          {...EARLY_SUBMIT}
          name={FORM_NAME}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={headingId}
          className="relative mx-auto mt-8 max-w-xl text-left"
        >
          <label htmlFor={inputId} className="block text-sm font-medium text-ink">
            Email address
          </label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              {...register("email")}
              {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
              className={cn(controlClasses, "h-11 flex-1")}
            />
            <SubmitButton submitting={isSubmitting} label="Subscribe" busyLabel="Submitting..." />
          </div>
          {error ? (
            <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <Honeypot inputRef={honeypot.ref} />
          <div className="mt-4">
            <PrivacyNotice purpose="send you our newsletter" />
          </div>
        </form>
      </div>
    </section>
  );
}

/** The island a page mounts (client:seen). */
export default island(NewsletterSignup);
