import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { AuthCard } from "@/components/auth/auth-card";
import formStyles from "@/components/auth/auth-form.module.css";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetLinkIsLive } from "@/lib/auth/accounts";
import { AUTH_MESSAGES } from "@/lib/auth/messages";

// The token is in this page's URL: keep it out of Referer headers.
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function LinkProblem({ message }: { message: string }) {
  return (
    <p role="alert" className={`${formStyles.banner} ${formStyles.bannerError}`}>
      {message}{" "}
      <AppLink href="/forgotpass" className={formStyles.link}>
        Request a new one
      </AppLink>
      .
    </p>
  );
}

/**
 * Where the reset e-mail's link leads: /resetpass?email=…&token=…. A used or
 * expired link says so at once, not after the learner has typed a new
 * password twice (the token is only looked at here; the form's submit uses it).
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const email = first(params.email)?.trim();
  const token = first(params.token)?.trim();

  return (
    <AuthCard title="Choose a new password">
      {!email || !token ? (
        <LinkProblem message="This reset link is incomplete." />
      ) : (await resetLinkIsLive({ email, token })) ? (
        <ResetPasswordForm email={email} token={token} />
      ) : (
        <LinkProblem message={AUTH_MESSAGES.resetLinkUsed} />
      )}
    </AuthCard>
  );
}
