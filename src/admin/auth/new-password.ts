/** A new password's rules as the back office checks them before sending (the server checks them again). */
export const MIN_PASSWORD_LENGTH = 12;

export function newPasswordProblems(password: string, repeat: string): { password?: string; repeat?: string } {
  return {
    ...(password.length < MIN_PASSWORD_LENGTH ? { password: `Use at least ${MIN_PASSWORD_LENGTH} characters.` } : {}),
    ...(repeat !== password ? { repeat: "The two passwords are not the same." } : {}),
  };
}

/**
 * Where the server's refusal of a new password belongs: a weak or unchanged password is the
 * field's problem; anything else, the form's.
 */
export function passwordRefusal(error: { code?: string; message: string }): { password: string } | { form: string } {
  if (error.code === "weak_password" || error.code === "same_password") return { password: error.message };
  return { form: error.message || "Saving the password failed. Try again." };
}
