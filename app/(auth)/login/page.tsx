import type { Metadata } from "next";
import { cookies } from "next/headers";
import { AuthCard } from "@/components/auth/auth-card";
import formStyles from "@/components/auth/auth-form.module.css";
import { LoginForm } from "@/components/auth/login-form";
import { PendingNotice } from "@/components/auth/pending-notice";
import { PlacementWelcome } from "@/components/auth/placement-welcome";
import { ResendVerification } from "@/components/auth/resend-verification";
import { LOGIN_REASON_COOKIE, loginReasonText, returnPathReasonText } from "@/lib/auth/login-reasons";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { CALLBACK_URL_PARAM, RETURN_PATH_COOKIE, SIGN_IN_LINK_PARAM, safeReturnPath } from "@/lib/auth/routes";

export const metadata: Metadata = { title: "Log In" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const jar = await cookies();
  const storedPath = jar.get(RETURN_PATH_COOKIE)?.value;
  const callbackPath = safeReturnPath(first(params[CALLBACK_URL_PARAM]));
  const returnPath = callbackPath ?? safeReturnPath(storedPath) ?? "/";
  // Why the visitor is here: what they pressed (the cookie), else the page they were sent from.
  const reason = loginReasonText(jar.get(LOGIN_REASON_COOKIE)?.value) ?? returnPathReasonText(callbackPath);
  // Set by the verification link's handler (app/api/v1/auth/verify-email) when the link did not sign in: "already" or "invalid".
  const verified = first(params.verified);
  const email = first(params.email);
  // Set by the sign-in link's handler (app/api/v1/auth/sign-in-link) when the link no longer works.
  const linkInvalid = first(params[SIGN_IN_LINK_PARAM]) === "invalid";

  return (
    <AuthCard title="Log In" lede={reason ?? "Welcome back! Log in to keep learning."}>
      {verified === "already" ? (
        <p role="status" className={`${formStyles.banner} ${formStyles.bannerSuccess}`}>
          {AUTH_MESSAGES.emailAlreadyVerified}
        </p>
      ) : null}
      {verified === "invalid" ? (
        <div role="alert" className={`${formStyles.banner} ${formStyles.bannerError}`}>
          <p className={formStyles.bannerText}>{AUTH_MESSAGES.verificationLinkInvalid}</p>
          {email ? <ResendVerification email={email} /> : null}
        </div>
      ) : null}
      {linkInvalid ? (
        <p role="alert" className={`${formStyles.banner} ${formStyles.bannerError}`}>
          {AUTH_MESSAGES.signInLinkInvalid}
        </p>
      ) : null}
      {/* The link's own address (verify-email or sign-in-link route), so the learner only types the password or asks again. */}
      <LoginForm returnPath={returnPath} initialEmail={(verified || linkInvalid) && email ? email : undefined}>
        <PendingNotice when="when you log in" />
        {/* A newcomer's first step; left out when their result is waiting (the notice above says so). */}
        <PlacementWelcome />
      </LoginForm>
    </AuthCard>
  );
}
