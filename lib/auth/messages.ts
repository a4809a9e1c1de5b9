// What the account flows show, in one place. The fixed ones
// (docs/product.md#messages) are exact to the letter; the rest are ours.

import { LOGOUT_SUCCESS } from "./logout-message";

export const AUTH_MESSAGES = {
  // Sign-up.
  emailInUse: "This email is already in use!",
  passwordNotStrong: "* Password is not Strong enough",
  passwordMismatchInline: "* Password doesn't match",
  passwordMismatch: "Password doesn't match",
  checkEmail: "Check your email for verification",
  // Login.
  loginFailed: "Email or Password do not match!",
  userNotExist: "User not exist!",
  loginSuccess: "Login Successfully",
  // Logout.
  logoutSuccess: LOGOUT_SUCCESS,
  // Password reset: the request's success toast, naming the reset link and code the mail holds.
  resetLinkSent: "Password reset link sent successfully to your email",

  // Ours.
  passwordNotStrongToast: "Password is not Strong enough",
  loginFieldsRequired: "Please enter your email and password.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  somethingWentWrong: "Something went wrong. Please try again.",
  emailAlreadyVerified: "Your email is already verified. You can log in.",
  verificationLinkInvalid: "This verification link has expired or has already been used.",
  verificationResent: "If this address has an account waiting for verification, we have sent a new link to it.",
  resetCodeInvalid: "This code is wrong or has expired.",
  resetCodeBurnt: "Too many wrong codes: this code no longer works. Please ask for a new one.",
  resetLinkInvalid: "This reset link has expired or has already been used. Please request a new one.",
  // On /resetpass, before the form; the banner's link "Request a new one" follows it.
  resetLinkUsed: "This reset link has expired or has already been used.",
  // The action on the reset request's toast: back to the code panel, the address remembered.
  haveCode: "I have a code",
  resetDone: "Your password has been changed. Please log in with your new password.",
  enterEmailFirst: "Please enter your email address above first.",
  // The e-mail could not be sent (the server refused it or is unreachable).
  verificationMailFailed: "Your account was created, but we could not send the verification email. Please send it again.",
  mailSendFailed: "We could not send the email. Please try again in a few minutes.",
  sendAgain: "Send again",
  // A login refused as not verified: under 'User not exist!'.
  verifyFirst: "If you have signed up with this address, open the link in the email we sent you to verify it first.",
  resendVerification: "Resend the verification e-mail",
  // The e-mailed sign-in link (lib/auth/login-link.ts): the login form's offer, its answer, and a link that no longer works.
  emailSignInLink: "E-mail me a sign-in link",
  signInLinkSent: "If this address has an account, we have sent a sign-in link to it. It works once, for 15 minutes.",
  signInLinkInvalid: "This sign-in link has expired or has already been used. Please log in or ask for a new link.",
  enterEmailForLink: "Please enter your email address first.",
} as const;

/** The `code` an authorize() failure carries to the browser (next-auth puts it in the result of signIn()). */
export const SIGNIN_CODES = {
  invalidCredentials: "invalid_credentials",
  unverified: "unverified",
  rateLimited: "rate_limited",
  /** Refused by the budget strangers share (lib/auth/login-budgets.ts): rate_limited_shared_<minutes>. */
  rateLimitedShared: "rate_limited_shared",
} as const;

/**
 * The code of a rate-limited login: rate_limited_<minutes until the window
 * ends, rounded up>, or rate_limited_shared_<minutes> when the account's
 * budget for clients it does not know refused it.
 */
export function rateLimitedCode(retryAfterSeconds: number, shared = false): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${shared ? SIGNIN_CODES.rateLimitedShared : SIGNIN_CODES.rateLimited}_${minutes}`;
}

function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** "Too many attempts. Please try again in 12 minutes." */
export function tryAgainInMinutes(minutes: number): string {
  return `Too many attempts. Please try again in ${minutesText(minutes)}.`;
}

/** A login refused because of many wrong passwords from other devices: says so, and points at the sign-in link. */
export function attackedAccountMessage(minutes: number): string {
  return (
    "This account has had many wrong passwords from other devices, so logging in with a password from a new device " +
    `is paused for ${minutesText(minutes)}. You can log in now with a sign-in link we e-mail you.`
  );
}

/** Whether a failed signIn()'s code is a refusal by the budget strangers share (the form offers a sign-in link). */
export function isSharedBudgetCode(code: string | undefined): boolean {
  return /^rate_limited_shared_\d{1,4}$/.test(code ?? "");
}

/** The message the login form shows for a failed signIn(). */
export function signinErrorMessage(code: string | undefined): string {
  const shared = code?.match(/^rate_limited_shared_(\d{1,4})$/);
  if (shared) return attackedAccountMessage(Number(shared[1]));
  const limited = code?.match(/^rate_limited_(\d{1,4})$/);
  if (limited) return tryAgainInMinutes(Number(limited[1]));
  switch (code) {
    case SIGNIN_CODES.invalidCredentials:
      return AUTH_MESSAGES.loginFailed;
    case SIGNIN_CODES.unverified:
      return AUTH_MESSAGES.userNotExist;
    case SIGNIN_CODES.rateLimited:
      return AUTH_MESSAGES.tooManyAttempts;
    default:
      return AUTH_MESSAGES.somethingWentWrong;
  }
}
