// /account (issue 15): reached from the profile menu; the name, the e-mail
// address (by the link sent to the new one) and the password; downloading the
// data; importing notes from CSV; deleting the account. Desktop and mobile.
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import {
  LOGIN_TIMEOUT_MS,
  NEW_STRONG_PASSWORD,
  STRONG_PASSWORD,
  accountToast,
  holdSessionCheck,
  logIn,
  sessionOf,
  storedAuthState,
  uniqueEmail,
  VERIFIED_LANDING,
  VERIFY_SUBJECT,
} from "./support/accounts";
import { headerReady, isNarrow, menuToggle } from "./support/audit";
import { expect as baseExpect, test } from "./support/fixtures";
import { newLearner, signIn } from "./support/learner";
import { lastMailSeq, linkIn, waitForMail } from "./support/mailbox";

// Most steps wait on a call that checks or hashes a password (argon2): on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const DELETED = "Your account has been deleted.";

/** A learner signed in without the sign-up and login pages, for the tests of what the account page does. */
async function signedInAccount(page: Page, baseURL: string) {
  const learner = await newLearner();
  await signIn(page.context(), learner, baseURL);
  return learner;
}

/** A learner logged in through the login page, for the tests of what a password change and "Log out of all devices" do to the sessions logins make. */
async function loggedInAccount(page: Page) {
  const account = await newLearner();
  await logIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  return account;
}

async function openAccount(page: Page) {
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await headerReady(page, { signedIn: true });
}

/** One form of the page, by its heading (two of them ask for the current password). */
function accountForm(page: Page, title: string) {
  return page.getByRole("main").locator("form", { has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Opens the profile entry: the dropdown, or in the slide-in menu the entry that expands. */
async function openProfile(page: Page) {
  if (isNarrow(page)) await menuToggle(page).click();
  await page.getByRole("banner").getByRole("button", { name: "Profile", exact: true }).click();
  return page.getByRole("group", { name: "Profile" });
}

test(
  "the profile menu leads to the account page: Account sits between the name (and Progress, wide) and Log Out",
  { tag: "@phone" },
  async ({ page, baseURL }) => {
    await signedInAccount(page, baseURL!);
    await page.goto("/about");
    await headerReady(page, { signedIn: true });
    const profile = await openProfile(page);
    const logout = isNarrow(page) ? "Log Out" : "Logout";
    const entries = await profile
      .locator("p, a, button")
      .filter({ visible: true })
      .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText.trim()));
    // The wide layout lists Progress here too; below 1150 px it is in the slide-in menu's links.
    const progress = isNarrow(page) ? [] : ["Progress"];
    expect(entries.filter((text) => !text.includes("@"))).toEqual(["Ada Lovelace", ...progress, "Account", logout]);
    await profile.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    // The menu closed on the way.
    await expect(profile).toBeHidden();
  },
);

test("a visitor is sent to log in, and comes back to the account page", async ({ page }) => {
  const { email, password } = await newLearner();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Faccount$/);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(accountToast(page, "Login Successfully")).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
  await expect(page).toHaveURL("/account");
});

test("changes the display name: the page, the header and the stored user follow", { tag: "@phone" }, async ({ page, baseURL }) => {
  await signedInAccount(page, baseURL!);
  await openAccount(page);
  const main = page.getByRole("main");
  await main.getByLabel("Display name").fill("Ada King");
  await main.getByRole("button", { name: "Save name" }).click();
  await expect(accountToast(page, "Your name is saved.")).toBeVisible();
  expect((await storedAuthState(page)).userName).toBe("Ada King");
  expect((await sessionOf(page.request))?.user?.name).toBe("Ada King");
  await page.reload();
  await expect(page.getByRole("main").getByLabel("Display name")).toHaveValue("Ada King");
  await expect(await openProfile(page)).toContainText("Ada King");
});

test("changes the password: this browser stays logged in, another is logged out", async ({ page, browser, baseURL, clientIp }) => {
  test.slow(); // Two logins, a password check and a new hash.
  const { email } = await loggedInAccount(page);
  const other = await otherBrowser(browser, baseURL!, clientIp, email);
  await openAccount(page);
  const form = accountForm(page, "Password");
  await form.getByLabel("Current password", { exact: true }).fill(STRONG_PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill("abcdefg1");
  await expect(form.getByRole("group", { name: "Password requirements" })).toBeVisible();
  await form.getByLabel("New password", { exact: true }).fill(NEW_STRONG_PASSWORD);
  await form.getByLabel("Confirm new password", { exact: true }).fill(NEW_STRONG_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(accountToast(page, "Your password is changed. You are still logged in here; everywhere else you are logged out.")).toBeVisible();

  expect((await sessionOf(page.request))?.user?.email).toBe(email);
  await page.reload();
  await expect(page).toHaveURL("/account");
  expect(await sessionOf(other.request)).toBeNull();
  await other.close();
});

test("logs out of all devices: this browser goes to the login page with a toast, and another is logged out too", async ({
  page,
  browser,
  baseURL,
  clientIp,
}) => {
  test.slow(); // Two logins.
  const { email } = await loggedInAccount(page);
  const other = await otherBrowser(browser, baseURL!, clientIp, email);
  await openAccount(page);
  await page.getByRole("button", { name: "Log out of all devices" }).click();
  await expect(accountToast(page, "You are logged out on all your devices, this one too.")).toBeVisible();
  await expect(page).toHaveURL("/login");
  expect(await storedAuthState(page)).toMatchObject({ authUserId: "null", userName: "null", userEmail: "null" });
  expect(await sessionOf(page.request)).toBeNull();
  expect(await sessionOf(other.request)).toBeNull();
  await other.close();
});

test("Log out of all devices waits for a session check under way: its answer cannot sign this browser in again", async ({ page }) => {
  await loggedInAccount(page);
  const check = await holdSessionCheck(page, "/api/v1/account/logout-all");
  await openAccount(page);
  await check.held;
  await page.getByRole("button", { name: "Log out of all devices" }).click();
  await expect(page.getByRole("button", { name: "Logging out..." })).toBeVisible();
  check.release();
  await expect(page).toHaveURL("/login");
  expect(check.order).toEqual(["session check answered", "/api/v1/account/logout-all sent"]);
  expect(await storedAuthState(page)).toMatchObject({ authUserId: "null" });
  expect(await sessionOf(page.request)).toBeNull();
});

test("changes the e-mail address by the link sent to the new address", async ({ page, baseURL }) => {
  await signedInAccount(page, baseURL!);
  const newEmail = uniqueEmail("moved");
  await openAccount(page);
  const form = accountForm(page, "Email");
  await form.getByLabel("New email").fill(newEmail);
  await form.getByLabel("Current password", { exact: true }).fill(STRONG_PASSWORD);
  await form.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(form.getByRole("status")).toHaveText(`We sent a link to ${newEmail}. Open it to use that address for your account.`);

  await page.goto(linkIn(await waitForMail(newEmail, { subject: "Confirm your new email for Lexi" }), baseURL!).toString());
  await expect(page).toHaveURL("/account?email=changed");
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: `Your email address is now ${newEmail}.` }),
  ).toBeVisible();
  await expect.poll(async () => (await storedAuthState(page)).userEmail).toBe(newEmail);

  // The new address is the login from now on.
  await page.context().clearCookies();
  await logIn(page, newEmail, STRONG_PASSWORD);
});

test("downloads the data as JSON and the notes and favourites as CSV", async ({ page, baseURL }) => {
  const { email } = await signedInAccount(page, baseURL!);
  const note = { word: "ephemeral", type: "adjective", definitions: "lasting a very short time", example: "Fame is ephemeral.", breakdown: "e-phem-er-al" };
  expect((await page.request.post("/api/v1/notes/createnote", { data: note })).status()).toBe(201);
  await openAccount(page);

  const json = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (JSON)" }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toMatch(/^lexi-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await jsonFile.path())!, "utf8")) as { profile: { email: string }; notes: { word: string }[] };
  expect(data.profile.email).toBe(email);
  expect(data.notes.map((row) => row.word)).toEqual(["ephemeral"]);

  const csv = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download notes and favourites (CSV)" }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/^lexi-cards-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csvFile.path())!, "utf8")).split("\n");
  expect(lines[0]).toBe("#separator:comma");
  expect(lines.slice(3).join("\n")).toContain('ephemeral,"(adjective) lasting a very short time');
});

/** The account toast with `text`, of one tone (sonner's data-type: success, warning, error). */
function toastOfTone(page: Page, tone: "success" | "warning" | "error", text: string) {
  return page
    .locator(
      `section[aria-label^="Account notifications"] [data-sonner-toaster][data-y-position="top"][data-x-position="right"] [data-sonner-toast][data-type="${tone}"]`,
    )
    .filter({ hasText: text });
}

test("imports notes from a CSV: a report by line, a toast of the result's tone, and nothing added twice", async ({ page, baseURL }) => {
  await signedInAccount(page, baseURL!);
  await openAccount(page);
  const main = page.getByRole("main");
  const file = {
    name: "cards.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("front,back\nephemeral,lasting a very short time\nlonely\nquixotic,exceedingly idealistic\n"),
  };
  await main.getByLabel("File to import").setInputFiles(file);
  await main.getByRole("button", { name: "Import", exact: true }).click();
  await expect(main.getByText("Added 2 notes. 0 rows were already in your notes. 1 row was refused.")).toBeVisible();
  await expect(main.getByRole("list", { name: "Refused rows" })).toHaveText("Line 3: The row has one column: a card needs a front and a back.");
  await expect(toastOfTone(page, "warning", "Imported 2 notes. 1 row was refused (see the report).")).toBeVisible();

  await main.getByLabel("File to import").setInputFiles(file);
  await main.getByRole("button", { name: "Import", exact: true }).click();
  await expect(main.getByText("Added 0 notes. 2 rows were already in your notes. 1 row was refused.")).toBeVisible();
  // Nothing imported beside a refusal: never a green toast.
  await expect(toastOfTone(page, "error", "No notes were imported: 1 row was refused (see the report).")).toBeVisible();

  await page.goto("/mynotes");
  await expect(page.getByRole("main").getByText("quixotic", { exact: true })).toBeVisible();
});

test("imports a tab-separated file into review; a long report is folded; a file of another kind is refused in one sentence", async ({ page, baseURL }) => {
  await signedInAccount(page, baseURL!);
  await openAccount(page);
  const main = page.getByRole("main");
  const importFile = async (name: string, text: string) => {
    await main.getByLabel("File to import").setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(text) });
    await main.getByRole("button", { name: "Import", exact: true }).click();
  };

  await main.getByLabel("Add the words that are in Lexi’s word set to my review deck").check();
  await importFile("quizlet.txt", "apple\ta round fruit\nhouse\ta building\nzyzzyva\ta tropical weevil\n");
  await expect(main.getByText("Added 2 words to your review deck. 1 word is not in Lexi's word set: kept as notes only.")).toBeVisible();
  await expect(toastOfTone(page, "success", "Imported 3 notes.")).toBeVisible();

  const lines = ["word,meaning", "good,a fine row", ...Array.from({ length: 12 }, (_, i) => `lonely${i}`)];
  await importFile("long.csv", lines.join("\n"));
  const refusals = main.getByRole("list", { name: "Refused rows" });
  await expect(main.getByText("12 refused rows", { exact: true })).toBeVisible();
  await expect(refusals).toBeHidden();
  await main.getByText("12 refused rows", { exact: true }).click();
  await expect(refusals).toBeVisible();
  await expect(refusals.getByRole("listitem").first()).toHaveText("Line 3: The row has one column: a card needs a front and a back.");

  await importFile("deck.json", '{"cards":[]}');
  await expect(
    toastOfTone(
      page,
      "error",
      "This looks like a JSON file but not Lexi's export: import Lexi's JSON export, or a CSV with a word and its meaning on each line.",
    ),
  ).toBeVisible();
});

test("deletes the account: the landing page with a toast, signed out everywhere, and the address can sign up again", async ({ page, request, baseURL }) => {
  const { email } = await signedInAccount(page, baseURL!);
  await openAccount(page);
  await page.getByRole("main").getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel(`Type ${email} to confirm`).fill("someone.else@example.com");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(accountToast(page, "The email you typed is not your account's address.")).toBeVisible();

  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(accountToast(page, DELETED)).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Elevate your English");
  expect(await sessionOf(page.request)).toBeNull();
  expect((await storedAuthState(page)).authUserId).toBe("null");
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login/);

  // The address signs up again (its first verification e-mail is older than the one awaited here).
  const seen = lastMailSeq(email);
  const again = await request.post("/api/v1/auth/register", { data: { username: "Ada", email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD } });
  expect(again.status()).toBe(201);
  const verify = await request.get(linkIn(await waitForMail(email, { subject: VERIFY_SUBJECT, after: seen }), baseURL!).toString(), { maxRedirects: 0 });
  expect(verify.headers().location).toContain(VERIFIED_LANDING);
});

/** Another browser, logged in as `email`. */
async function otherBrowser(browser: Browser, baseURL: string, clientIp: string, email: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
  await logIn(await context.newPage(), email, STRONG_PASSWORD);
  expect((await sessionOf(context.request))?.user?.email).toBe(email);
  return context;
}
