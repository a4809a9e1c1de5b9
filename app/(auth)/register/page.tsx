import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { PendingNotice } from "@/components/auth/pending-notice";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Sign Up" };

export default function RegisterPage() {
  return (
    <AuthCard title="Sign Up" lede="Create your free account to keep favourites, notes and your progress.">
      <RegisterForm />
      <PendingNotice when="once you have verified your e-mail and logged in" />
    </AuthCard>
  );
}
