import { type ChangeEvent, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { type FileRule, checkFile } from "./files";

/**
 * One optional upload field: the chosen file is checked when chosen (a bad one is announced
 * in a toast and not kept) and can be checked again and cleared by the form.
 */
export function useCheckedFile(rule: FileRule) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  const clear = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  /** True when there is no file or the file passes; otherwise toasts the problem and clears. */
  const recheck = (candidate: File | null = file) => {
    if (!candidate) return true;
    const check = checkFile(candidate, rule);
    if (check.ok) return true;
    toast.error(check.problem.title, { description: check.problem.description });
    clear();
    return false;
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (recheck(chosen)) setFile(chosen);
  };

  return { file, inputRef, onChange, recheck, clear };
}
