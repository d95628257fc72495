import { island } from "~/components/ui/island";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import {
  EARLY_SUBMIT,
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
import { hasBlankField, jobApplicationSchema, positionTitle } from "./schemas";
import { submitJobApplication } from "./submit";
import { useCheckedFile } from "./useCheckedFile";

const requiredFields = ["firstName", "surname", "email", "reasonToApply"] as const;
const FORM_NAME = "job-application";
const emptyApplication = { firstName: "", surname: "", email: "", reasonToApply: "" };

/** The /apply form (spec §5, §7, §8): files to bucket job-applications, the row to job_applications. */
export function JobApplicationForm() {
  const honeypot = useHoneypot();
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
        // Read at submit time: the page is prerendered without a query string.
        positionTitle: positionTitle(new URLSearchParams(window.location.search).get("position")),
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
