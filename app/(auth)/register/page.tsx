import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Sign Up" };

export default function RegisterPage() {
  return (
    <AuthCard title="Sign Up" lede="Create your free account to keep favourites, notes and your progress.">
      <RegisterForm />
    </AuthCard>
  );
}
