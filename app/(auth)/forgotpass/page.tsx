import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password?" lede="Enter your email and we will send you a link and a code to choose a new password.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
