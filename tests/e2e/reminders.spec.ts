// Reminder e-mails (issue 31): turning them on in /account, and the
// unsubscribe page the digest links to, by keyboard. The run that sends them
// and the links' single use are API tests (tests/api/reminders.test.ts), the
// pushes too (tests/api/reminders-push.test.ts): here, only that Chromium is
// offered them (the e2e server has VAPID keys).
import { accountToast } from "./support/accounts";
import { expect, headerReady, test } from "./support/audit";
import { signedIn } from "./support/flashcards";
import { tabTo } from "./support/keyboard";

test.describe("reminders", () => {
  // The hour is the learner's local time: the browser's zone is saved with it.
  test.use({ timezoneId: "Asia/Tokyo" });

  test("turn e-mail reminders on at 07:00 in /account; after a reload they are still on, in the browser's time zone", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    await page.goto("/account");
    await headerReady(page, { signedIn: true });
    const form = page.getByRole("main").locator("form", { has: page.getByRole("heading", { name: "Remind me when words are due" }) });
    const onOff = form.getByLabel("E-mail me a daily reminder");
    const hour = form.getByLabel("Send it at");
    await expect(onOff).not.toBeChecked();
    // Chromium has PushManager and service workers: push is offered, off until ticked on this device.
    await expect(form.getByLabel("Send a push notification to this device")).not.toBeChecked();

    await onOff.check();
    await hour.selectOption({ label: "07:00" });
    await form.getByRole("button", { name: "Save reminders" }).click();
    await expect(accountToast(page, "Your reminder settings are saved.")).toBeVisible();
    await expect(form.getByText("Your time zone: Asia/Tokyo")).toBeVisible();

    await page.reload();
    await expect(onOff).toBeChecked();
    await expect(hour).toHaveValue("7");
    await expect(form.getByText("Your time zone: Asia/Tokyo")).toBeVisible();
  });

  test("the unsubscribe page, signed out and by keyboard: a link that is not genuine is refused in one sentence, and the account page is one Tab away", async ({
    page,
  }) => {
    await page.goto(`/reminders/unsubscribe?u=someone&v=0&t=${"A".repeat(43)}`);
    await headerReady(page, { signedIn: false });
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Unsubscribe from reminders" })).toBeVisible();
    await expect(main.getByRole("status")).toHaveText("This unsubscribe link is not valid. You can turn reminders off on your account page.");
    const account = main.getByRole("link", { name: "your account page" });
    await tabTo(page, account);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login/);
  });
});
