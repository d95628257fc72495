import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { FileField, Honeypot, PrivacyNotice, RequiredNote, SubmitButton, TextAreaField, TextField, useHoneypot } from "./fields";
import { acceptAttribute, jobFileRule } from "./files";
import { applicationMessages, jobMessages } from "./messages";
import { hasBlankField, jobApplicationSchema, positionTitle } from "./schemas";
import { submitJobApplication } from "./submit";
import { useCheckedFile } from "./useCheckedFile";

const requiredFields = ["firstName", "surname", "email", "reasonToApply"] as const;
const fileHint = "PDF or Word document (.pdf, .doc, .docx), up to 5MB.";

/** The /apply form (spec §5, §7, §8): files to bucket job-applications, the row to job_applications. */
export function JobApplicationForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const honeypot = useHoneypot();
  const coverLetter = useCheckedFile(jobFileRule);
  const cv = useCheckedFile(jobFileRule);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(jobApplicationSchema),
    defaultValues: { firstName: "", surname: "", email: "", reasonToApply: "" },
  });

  const succeed = () => {
    toast.success(jobMessages.success.title, { description: jobMessages.success.description });
    navigate("/careers");
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
        positionTitle: positionTitle(searchParams.get("position")),
        coverLetter: coverLetter.file,
        cv: cv.file,
      });
    },
    () => {
      if (hasBlankField(getValues(), requiredFields)) {
        toast.error(applicationMessages.missingInformation.title, { description: applicationMessages.missingInformation.description });
      }
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Job application" className="relative space-y-6">
      <RequiredNote />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="First Name" required autoComplete="given-name" registration={register("firstName")} error={errors.firstName?.message} />
        <TextField label="Surname" required autoComplete="family-name" registration={register("surname")} error={errors.surname?.message} />
      </div>
      <TextField label="Email" type="email" required autoComplete="email" registration={register("email")} error={errors.email?.message} />
      <TextAreaField
        label="Reason to Apply"
        required
        rows={6}
        registration={register("reasonToApply")}
        error={errors.reasonToApply?.message}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FileField label="Cover Letter (optional)" hint={fileHint} accept={acceptAttribute(jobFileRule)} inputRef={coverLetter.inputRef} onChange={coverLetter.onChange} />
        <FileField label="CV (optional)" hint={fileHint} accept={acceptAttribute(jobFileRule)} inputRef={cv.inputRef} onChange={cv.onChange} />
      </div>
      <Honeypot inputRef={honeypot.ref} />
      <PrivacyNotice purpose="assess your application and contact you about it" />
      <SubmitButton submitting={isSubmitting} label="Submit Application" busyLabel="Submitting..." className="w-full sm:w-auto" />
    </form>
  );
}
