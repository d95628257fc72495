import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-brand text-white hover:bg-brand-strong",
  secondary: "border border-brand text-brand bg-white hover:bg-blue-50",
  ghost: "text-ink hover:bg-slate-100",
  inverse: "bg-white text-navy hover:bg-slate-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

/** `touch`: at least 44 px high and growing with its text (the back office's buttons, which may wrap). */
const sizes = { md: "h-10 px-5 text-sm", lg: "h-12 px-7 text-base", touch: "min-h-11 px-4 py-2 text-sm" } as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a Link, an anchor) with the button's look. */
  asChild?: boolean;
};

export function buttonClasses(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonClasses(variant, size), className)} {...props} />;
}
