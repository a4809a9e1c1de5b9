// api group: app
// The session a page renders for (lib/auth/session.ts sessionUserOfHeaders, behind requirePageUser): read from the
// request's headers with the API's own checks, so a page and an API call agree on who is signed in.
import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { randomUUID } from "node:crypto";
import { sessionUserOfHeaders, SESSION_COOKIE } from "@/lib/auth/session";
import { signOutEverywhere } from "@/lib/auth/sign-out";
import { authSecret } from "@/lib/env";
import { signedInUser } from "@/tests/support/session";

const pageHeaders = (cookie: string | null, protocol: "http" | "https" = "http") => new Headers({ "x-forwarded-proto": protocol, ...(cookie && { cookie }) });

describe("the session a page renders for", () => {
  it("is the cookie's user, with the name and e-mail the header shows", async () => {
    const learner = await signedInUser("page-reader");
    expect(await sessionUserOfHeaders(pageHeaders(learner.cookie))).toEqual({ id: learner.id, name: "page-reader", email: learner.email });
  });

  it("is nobody without a cookie, or with one this server did not encrypt", async () => {
    expect(await sessionUserOfHeaders(pageHeaders(null))).toBeNull();
    expect(await sessionUserOfHeaders(pageHeaders(`${SESSION_COOKIE}=forged`))).toBeNull();
  });

  it("over HTTPS reads the __Secure- cookie only, as next-auth writes it there", async () => {
    const learner = await signedInUser("page-secure");
    expect(await sessionUserOfHeaders(pageHeaders(learner.cookie, "https"))).toBeNull();
    const secureName = `__Secure-${SESSION_COOKIE}`;
    const value = await encode({
      token: { sub: learner.id, name: "page-secure", email: learner.email, sv: 0, sid: randomUUID() },
      secret: authSecret(),
      salt: secureName,
      maxAge: 60 * 60,
    });
    expect(await sessionUserOfHeaders(pageHeaders(`${secureName}=${value}`, "https"))).toMatchObject({ id: learner.id });
  });

  it("ends with the learner's sessions: after 'Log out of all devices' the same cookie renders a signed-out page", async () => {
    const learner = await signedInUser("page-ended");
    expect(await sessionUserOfHeaders(pageHeaders(learner.cookie))).toMatchObject({ id: learner.id });
    await signOutEverywhere(learner.id);
    expect(await sessionUserOfHeaders(pageHeaders(learner.cookie))).toBeNull();
  });
});
