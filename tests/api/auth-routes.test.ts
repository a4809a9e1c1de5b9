// api group: app
// The redirect rules middleware applies (pure: lib/auth/routes.ts), including
// the return-path validation that keeps them from being an open redirect.
import { describe, expect, it } from "vitest";
import { decideRoute, isGuestOnlyPath, isProtectedPath, loginUrlFor, safeReturnPath } from "@/lib/auth/routes";

describe("safeReturnPath", () => {
  it.each([
    ["/mynotes", "/mynotes"],
    ["/favourites/unseen-words", "/favourites/unseen-words"],
    ["/flashcards?x=1#top", "/flashcards?x=1#top"],
    ["/", "/"],
    ["/a/../mynotes", "/mynotes"],
  ])("accepts the same-origin path %j", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "mynotes",
    "",
    " /mynotes",
    "/login",
    "/register?x=1",
    "/verifyemail",
    "/forgotpass/",
    "/api/auth/signout",
    "/api",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 42, ["/mynotes"], { href: "/mynotes" }]) expect(safeReturnPath(value)).toBeNull();
  });
});

describe("the route lists", () => {
  it("protects /favourites, everything below it, /mynotes and /progress, but not look-alikes", () => {
    for (const path of ["/favourites", "/favourites/", "/favourites/all", "/mynotes", "/progress"]) expect(isProtectedPath(path)).toBe(true);
    for (const path of ["/favouritesx", "/mynotesx", "/progressx", "/flashcards", "/"]) expect(isProtectedPath(path)).toBe(false);
  });

  it("keeps /login, /register, /forgotpass and /verifyemail for guests", () => {
    for (const path of ["/login", "/register", "/forgotpass", "/verifyemail"]) expect(isGuestOnlyPath(path)).toBe(true);
    for (const path of ["/loginx", "/resetpass", "/"]) expect(isGuestOnlyPath(path)).toBe(false);
  });

  it("builds the login URL with a validated return path only", () => {
    expect(loginUrlFor("/mynotes")).toBe("/login?callbackUrl=%2Fmynotes");
    expect(loginUrlFor("//evil.example")).toBe("/login");
    expect(loginUrlFor(null)).toBe("/login");
  });
});

describe("decideRoute", () => {
  const base = { search: "", storedPath: undefined, callbackUrl: null };

  it("sends a visitor on a protected page to /login and remembers the path with its query", () => {
    expect(decideRoute({ ...base, pathname: "/favourites/seen-words", search: "?page=2", signedIn: false })).toEqual({
      action: "login",
      location: "/login?callbackUrl=%2Ffavourites%2Fseen-words%3Fpage%3D2",
      returnPath: "/favourites/seen-words?page=2",
    });
    expect(decideRoute({ ...base, pathname: "/mynotes", signedIn: false })).toMatchObject({ action: "login", returnPath: "/mynotes" });
  });

  it("lets a signed-in user onto protected pages and a visitor onto guest-only pages", () => {
    expect(decideRoute({ ...base, pathname: "/mynotes", signedIn: true })).toEqual({ action: "next" });
    for (const pathname of ["/login", "/register", "/forgotpass", "/verifyemail"]) {
      expect(decideRoute({ ...base, pathname, signedIn: false, storedPath: "/mynotes" })).toEqual({ action: "next" });
    }
  });

  it("sends a signed-in user away from guest-only pages: to the callbackUrl, else the stored path, else /", () => {
    expect(decideRoute({ ...base, pathname: "/login", signedIn: true })).toEqual({ action: "leave", location: "/" });
    expect(decideRoute({ ...base, pathname: "/register", signedIn: true, storedPath: "/mynotes" })).toEqual({ action: "leave", location: "/mynotes" });
    expect(decideRoute({ ...base, pathname: "/login", signedIn: true, storedPath: "/mynotes", callbackUrl: "/favourites" })).toEqual({
      action: "leave",
      location: "/favourites",
    });
  });

  it("never leaves the site or loops, whatever the cookie or the query say", () => {
    const hostile = ["https://evil.example", "//evil.example", "/\\evil.example", "/login", "/verifyemail?x"];
    for (const value of hostile) {
      expect(decideRoute({ ...base, pathname: "/login", signedIn: true, storedPath: value, callbackUrl: value })).toEqual({ action: "leave", location: "/" });
    }
  });
});
