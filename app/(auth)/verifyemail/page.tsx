import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import formStyles from "@/components/auth/auth-form.module.css";
import { ResendVerification } from "@/components/auth/resend-verification";
import { ButtonLink } from "@/components/ui/button-link";
import { maskEmail } from "@/lib/auth/mask-email";

export const metadata: Metadata = { title: "Verify your email", referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** After sign-up: the thank-you message with the masked address, and a way to log in. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).email;
  const email = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;

  return (
    <AuthCard title="Thank you!">
      <p role="status" className={formStyles.message}>
        {email ? (
          <>
            We sent an email to <strong data-testid="masked-email">{maskEmail(email)}</strong>.
          </>
        ) : (
          "We sent you an email."
        )}{" "}
        Open the link in it to verify your address, then log in.
      </p>
      <div className={formStyles.form}>
        <ButtonLink href="/login" size="large" block>
          Log In
        </ButtonLink>
        {email ? <ResendVerification email={email} label="Didn't get it? Send it again" /> : null}
      </div>
    </AuthCard>
  );
}
