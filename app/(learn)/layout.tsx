import { headers } from "next/headers";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SignedInAs } from "@/components/auth/signed-in-as";
import { ErrorScreen } from "@/components/site/error-screen";
import { ReloadButton } from "@/components/site/reload-button";
import { pageSessionUser } from "@/lib/auth/page-session";
import { isUnavailableRender } from "@/lib/http/unavailable-page";

// The learning pages depend on the signed-in user, so they render per request,
// their scripts carrying the request's CSP nonce (middleware.ts). A page
// rendered for a signed-in user tells the browser who that is (SignedInAs),
// so its header never offers "Log In / Sign Up" above the learner's own data.
export default async function LearnLayout({ children }: Readonly<{ children: ReactNode }>) {
  await connection();
  // The database is out of reach: middleware answers 503 with this page in its
  // error state, today's error screen (lib/http/unavailable-page.ts).
  if (isUnavailableRender(await headers())) return <ErrorScreen extraAction={<ReloadButton />} />;
  const user = await pageSessionUser();
  return (
    <>
      {user ? <SignedInAs user={user} /> : null}
      {children}
    </>
  );
}
