import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import formStyles from "@/components/auth/auth-form.module.css";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

// The token is in this page's URL: keep it out of Referer headers.
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Where the reset e-mail's link leads: /resetpass?email=…&token=… */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const email = first(params.email)?.trim();
  const token = first(params.token)?.trim();

  return (
    <AuthCard title="Choose a new password">
      {email && token ? (
        <ResetPasswordForm email={email} token={token} />
      ) : (
        <p role="alert" className={`${formStyles.banner} ${formStyles.bannerError}`}>
          This reset link is incomplete.{" "}
          <Link href="/forgotpass" className={formStyles.link}>
            Request a new one
          </Link>
          .
        </p>
      )}
    </AuthCard>
  );
}
