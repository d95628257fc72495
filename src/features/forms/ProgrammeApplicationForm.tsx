import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import {
  EARLY_SUBMIT,
  FileField,
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
import { acceptAttribute, fileHint, proposalFileRule } from "./files";
import { type Notice, applicationMessages, programmeMessages } from "./messages";
import {
  TOPIC_STATEMENT_MAX,
  characterCount,
  hasBlankField,
  incubationSchema,
  researchPartnershipSchema,
} from "./schemas";
import { type Programme, programmes, submitProgrammeApplication } from "./submit";
import { useCheckedFile } from "./useCheckedFile";

export const collaborationTypes = [
  { value: "Joint research project", label: "Joint research project" },
  { value: "Data and model sharing", label: "Data and model sharing" },
  { value: "Visiting researcher", label: "Visiting researcher" },
  { value: "PhD or postdoctoral project", label: "PhD or postdoctoral project" },
  { value: "Other", label: "Other" },
] as const;

type Variant = {
  label: string;
  programme: Programme;
  success: Notice;
  /** The field that differs: a select for partnerships, free text for incubation. */
  detail: "collaborationType" | "supportNeeded";
};

const variants = {
  researchPartnership: {
    label: "Research partnership application",
    programme: programmes.researchPartnership,
    success: programmeMessages.partnershipSuccess,
    detail: "collaborationType",
  },
  incubation: {
    label: "Incubation programme application",
    programme: programmes.incubation,
    success: programmeMessages.incubationSuccess,
    detail: "supportNeeded",
  },
} as const satisfies Record<string, Variant>;

const emptyValues = {
  name: "",
  email: "",
  researchArea: "",
  institution: "",
  topicStatement: "",
  collaborationType: "",
  supportNeeded: "",
};
const requiredFields = ["name", "email", "researchArea", "institution", "topicStatement"] as const;

/** The research-partnership and incubation forms: one component, two variants (spec §5). */
export function ProgrammeApplicationForm({ variant: variantName }: { variant: keyof typeof variants }) {
  const variant: Variant = variants[variantName];
  const honeypot = useHoneypot();
  const typed = useTypedBeforeHydration(variantName, emptyValues);
  const proposal = useCheckedFile(proposalFileRule);
  const schema = variant.detail === "collaborationType" ? researchPartnershipSchema : incubationSchema;
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<typeof emptyValues>({
    // Each schema ignores the other variant's detail field; both are strings in the form.
    resolver: zodResolver(schema as typeof researchPartnershipSchema) as never,
    defaultValues: typed,
  });

  const topicLength = characterCount(useWatch({ control, name: "topicStatement" }) ?? "");
  const topicTooLong = topicLength > TOPIC_STATEMENT_MAX;

  const clearForm = () => {
    reset(emptyValues);
    proposal.clear();
    honeypot.clear();
  };

  const onSubmit = handleSubmit(
    async (values) => {
      if (!proposal.recheck()) return;
      try {
        if (honeypot.isFilled()) {
          toast.success(variant.success.title, { description: variant.success.description });
          clearForm();
          return;
        }
        const { fileUploaded } = await submitProgrammeApplication(
          variant.programme,
          { ...values, proposal: proposal.file },
          proposalFileRule,
        );
        if (fileUploaded === false) {
          toast.error(programmeMessages.uploadFailed.title, {
            description: programmeMessages.uploadFailed.description,
          });
        } else {
          toast.success(variant.success.title, { description: variant.success.description });
        }
        clearForm();
      } catch (error) {
        console.error("Programme application failed", error);
        toast.error(applicationMessages.failed.title, { description: applicationMessages.failed.description });
      }
    },
    () => {
      const values = getValues();
      if (hasBlankField(values, [...requiredFields, variant.detail])) {
        toast.error(applicationMessages.missingInformation.title, {
          description: applicationMessages.missingInformation.description,
        });
      } else if (characterCount(values.topicStatement.trim()) > TOPIC_STATEMENT_MAX) {
        toast.error(programmeMessages.topicTooLong.title, { description: programmeMessages.topicTooLong.description });
      }
    },
  );

  return (
    <form
      {...EARLY_SUBMIT}
      name={variantName}
      onSubmit={onSubmit}
      noValidate
      aria-label={variant.label}
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
          label="Research Area"
          required
          registration={register("researchArea")}
          error={errors.researchArea?.message}
        />
        <TextField
          label="Institution"
          required
          autoComplete="organization"
          registration={register("institution")}
          error={errors.institution?.message}
        />
      </div>
      <TextAreaField
        label="Topic Statement (max 500 words)"
        required
        rows={6}
        registration={register("topicStatement")}
        error={errors.topicStatement?.message}
        hint={
          <span className={cn(topicTooLong && "font-medium text-red-700")}>
            {topicLength}/{TOPIC_STATEMENT_MAX} characters
          </span>
        }
      />
      {variant.detail === "collaborationType" ? (
        <SelectField
          label="Collaboration Type"
          required
          placeholder="Select a collaboration type"
          options={collaborationTypes}
          registration={register("collaborationType")}
          error={errors.collaborationType?.message}
        />
      ) : (
        <TextAreaField
          label="Support Needed"
          required
          rows={4}
          registration={register("supportNeeded")}
          error={errors.supportNeeded?.message}
        />
      )}
      <FileField
        label="Proposal (optional)"
        hint={fileHint(proposalFileRule)}
        accept={acceptAttribute(proposalFileRule)}
        inputRef={proposal.inputRef}
        onChange={proposal.onChange}
      />
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
