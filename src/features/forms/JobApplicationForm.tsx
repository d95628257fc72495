import { island } from "~/components/ui/island";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { useQueryString } from "~/lib/use-address";
import {
  controlClasses,
  EARLY_SUBMIT,
  Field,
  FileField,
  Honeypot,
  PrivacyNotice,
  RequiredNote,
  SubmitButton,
  TextAreaField,
  TextField,
  useHoneypot,
  useTypedBeforeHydration,
} from "./fields";
import { acceptAttribute, fileHint, jobFileRule } from "./files";
import { APPLICATION_SENT_ID } from "./ApplicationSentNotice";
import { applicationMessages } from "./messages";
import { GENERAL_APPLICATION, hasBlankField, jobApplicationSchema, positionTitle } from "./schemas";
import { submitJobApplication } from "./submit";
import { useCheckedFile } from "./useCheckedFile";

const requiredFields = ["firstName", "surname", "email", "reasonToApply"] as const;
const FORM_NAME = "job-application";
const emptyApplication = { firstName: "", surname: "", email: "", reasonToApply: "" };

/**
 * The /apply form (spec §5, §7, §8): files to bucket job-applications, the row to job_applications.
 * `positions`: the open positions' titles as published (the page passes them, so a new position
 * is in the list as soon as /apply is rendered again); ?position= chooses one.
 */
export function JobApplicationForm({ positions = [] }: { positions?: readonly string[] }) {
  const honeypot = useHoneypot();
  // ?position= until the visitor chooses (read after hydration: the page is prerendered without a query string).
  const [chosen, setPosition] = useState<string | null>(null);
  const fromQuery = positionTitle(new URLSearchParams(useQueryString()).get("position"));
  const position = chosen ?? fromQuery;
  const choices = [...new Set([...positions, position, GENERAL_APPLICATION])];
  const typed = useTypedBeforeHydration(FORM_NAME, emptyApplication);
  const coverLetter = useCheckedFile(jobFileRule);
  const cv = useCheckedFile(jobFileRule);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(jobApplicationSchema),
    defaultValues: typed,
  });

  const succeed = () => {
    // Spec: success goes to /careers. That is a new page (with no script), so the success notice
    // is part of it, shown by CSS when the address names it (ApplicationSentNotice).
    window.location.assign(`/careers#${APPLICATION_SENT_ID}`);
  };

  const onValid = async (values: Parameters<typeof submitJobApplication>[0]) => {
    try {
      if (!honeypot.isFilled()) await submitJobApplication(values);
      succeed();
    } catch (error) {
      console.error("Job application failed", error);
      toast.error(applicationMessages.failed.title, { description: applicationMessages.failed.description });
    }
  };

  const onSubmit = handleSubmit(
    async (values) => {
      // The files were checked when chosen; check again in case anything slipped through.
      if (!coverLetter.recheck() || !cv.recheck()) return;
      await onValid({
        ...values,
        positionTitle: positionTitle(position),
        coverLetter: coverLetter.file,
        cv: cv.file,
      });
    },
    () => {
      if (hasBlankField(getValues(), requiredFields)) {
        toast.error(applicationMessages.missingInformation.title, {
          description: applicationMessages.missingInformation.description,
        });
      }
    },
  );

  return (
    <form
      {...EARLY_SUBMIT}
      name={FORM_NAME}
      onSubmit={onSubmit}
      noValidate
      aria-label="Job application"
      className="relative space-y-6"
    >
      <RequiredNote />
      <Field label="Position">
        {(control) => (
          <select
            {...control}
            name="position"
            value={position}
            onChange={(event) => setPosition(event.target.value)}
            className={`${controlClasses} h-11`}
          >
            {choices.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          registration={register("firstName")}
          error={errors.firstName?.message}
        />
        <TextField
          label="Surname"
          required
          autoComplete="family-name"
          registration={register("surname")}
          error={errors.surname?.message}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={register("email")}
        error={errors.email?.message}
      />
      <TextAreaField
        label="Reason to Apply"
        required
        rows={6}
        registration={register("reasonToApply")}
        error={errors.reasonToApply?.message}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FileField
          label="Cover Letter (optional)"
          hint={fileHint(jobFileRule)}
          accept={acceptAttribute(jobFileRule)}
          inputRef={coverLetter.inputRef}
          onChange={coverLetter.onChange}
        />
        <FileField
          label="CV (optional)"
          hint={fileHint(jobFileRule)}
          accept={acceptAttribute(jobFileRule)}
          inputRef={cv.inputRef}
          onChange={cv.onChange}
        />
      </div>
      <Honeypot inputRef={honeypot.ref} />
      <PrivacyNotice purpose="assess your application and contact you about it" />
      <SubmitButton
        submitting={isSubmitting}
        label="Submit Application"
        busyLabel="Submitting..."
        className="w-full sm:w-auto"
      />
    </form>
  );
}

/** The island a page mounts (client:seen). */
export default island(JobApplicationForm);
