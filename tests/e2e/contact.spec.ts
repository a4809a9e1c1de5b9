import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";

const FILL_ALL = "Please fill out all fields.";
const FAILURE = "Something went wrong!";
const SUCCESS = "Thank you! Your message has been sent.";

/** A client address of this test's own, so the server's rate limit never carries over between tests. */
function uniqueIp(testInfo: TestInfo): string {
  const n = (testInfo.workerIndex * 1000 + testInfo.repeatEachIndex * 100 + Math.floor(Math.random() * 1e6)) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function openContact(page: Page, testInfo: TestInfo) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp(testInfo) });
  await page.goto("/contact");
}

async function fillAll(page: Page, values: Partial<Record<"name" | "email" | "subject" | "message", string>> = {}) {
  const v = { name: "Ada Lovelace", email: "ada@example.com", subject: "A question", message: "Hello Lexi team!", ...values };
  await page.getByLabel("Name").fill(v.name);
  await page.getByLabel("Email").fill(v.email);
  await page.getByLabel("Subject").fill(v.subject);
  await page.getByLabel("Message").fill(v.message);
}

/**
 * Starts timing the banner with `text` in the page itself (performance.now()
 * in a MutationObserver), so the measurement does not include the latency
 * between the test and the browser. Call before the action that shows it.
 */
async function timeBanner(page: Page, text: string) {
  await page.evaluate((text) => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { bannerTimes: typeof times }).bannerTimes = times;
    const present = () => Array.from(document.querySelectorAll('[role="alert"], [role="status"]')).some((el) => el.textContent?.includes(text));
    new MutationObserver(() => {
      const now = performance.now();
      if (present()) times.shown ??= now;
      else if (times.shown !== undefined) times.hidden ??= now;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);

  /** Asserts the banner appeared, was still there 1.5 s later and was gone by 2.5 s. */
  return async function expectShownForTwoSeconds(banner: Locator) {
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 4_000 });
    const times = await page.evaluate(() => (window as unknown as { bannerTimes: { shown?: number; hidden?: number } }).bannerTimes);
    expect(times.shown).toBeDefined();
    expect(times.hidden).toBeDefined();
    const shownFor = times.hidden! - times.shown!;
    expect(shownFor).toBeGreaterThanOrEqual(1_500);
    expect(shownFor).toBeLessThanOrEqual(2_500);
  };
}

test("the contact page has its heading, labelled fields and button", async ({ page }, testInfo) => {
  await openContact(page, testInfo);
  await expect(page).toHaveTitle(/^Contact us/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  for (const label of ["Name", "Email", "Subject", "Message"]) await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByRole("button", { name: "Contact Us" })).toBeEnabled();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
});

test("an empty field shows 'Please fill out all fields.' for 2 s without calling the server", async ({ page }, testInfo) => {
  await openContact(page, testInfo);
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/contact")) calls.push(request.url());
  });
  // White space only counts as empty.
  await fillAll(page, { subject: "   " });
  const expectShownForTwoSeconds = await timeBanner(page, FILL_ALL);
  await page.getByRole("button", { name: "Contact Us" }).click();

  await expectShownForTwoSeconds(page.getByRole("alert").filter({ hasText: FILL_ALL }));
  expect(calls).toEqual([]);
  // What the visitor typed is kept.
  await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace");
});

test("a malformed e-mail address is caught before sending", async ({ page }, testInfo) => {
  await openContact(page, testInfo);
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/contact")) calls.push(request.url());
  });
  await fillAll(page, { email: "ada@example" });
  await page.getByRole("button", { name: "Contact Us" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid e-mail address." })).toBeVisible();
  expect(calls).toEqual([]);
});

test("a message is sent: the server's message shows for 2 s and the form is cleared", async ({ page }, testInfo) => {
  await openContact(page, testInfo);
  await fillAll(page, { message: `Sent by the e2e test ${testInfo.testId}` });
  const expectShownForTwoSeconds = await timeBanner(page, SUCCESS);
  const answered = page.waitForResponse((response) => response.url().includes("/api/v1/contact"));
  await page.getByRole("button", { name: "Contact Us" }).click();
  expect((await answered).status()).toBe(200);

  await expectShownForTwoSeconds(page.getByRole("status").filter({ hasText: SUCCESS }));
  for (const label of ["Name", "Email", "Subject", "Message"]) await expect(page.getByLabel(label)).toHaveValue("");
});

test("a server failure shows 'Something went wrong!' for 2 s and keeps the input", async ({ page }, testInfo) => {
  await page.route("**/api/v1/contact**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) }));
  await openContact(page, testInfo);
  await fillAll(page);
  const expectShownForTwoSeconds = await timeBanner(page, FAILURE);
  await page.getByRole("button", { name: "Contact Us" }).click();

  await expectShownForTwoSeconds(page.getByRole("alert").filter({ hasText: FAILURE }));
  await expect(page.getByLabel("Message")).toHaveValue("Hello Lexi team!");
  await expect(page.getByRole("button", { name: "Contact Us" })).toBeEnabled();
});

test("the button reads 'Sending...' and is disabled while the request is pending", async ({ page }, testInfo) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route("**/api/v1/contact**", async (route) => {
    requests += 1;
    await released;
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ message: "Held and answered." }) });
  });
  await openContact(page, testInfo);
  await fillAll(page);
  await page.getByRole("button", { name: "Contact Us" }).click();

  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect(page.getByRole("button", { name: "Contact Us" })).toHaveCount(0);

  release();
  await expect(page.getByRole("status").filter({ hasText: "Held and answered." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Contact Us" })).toBeEnabled();
  expect(requests).toBe(1);
});

test("POST /api/v1/contact/ (the spec's trailing slash) redirects with 308 and the POST goes through", async ({ request }, testInfo) => {
  const headers = { "x-forwarded-for": uniqueIp(testInfo) };
  const data = { name: "Ada", email: "ada@example.com", subject: "Trailing slash", message: "Via /api/v1/contact/" };

  const redirect = await request.post("/api/v1/contact/", { data, headers, maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers().location).toMatch(/\/api\/v1\/contact$/);

  const followed = await request.post("/api/v1/contact/", { data, headers });
  expect(followed.status()).toBe(200);
  expect(await followed.json()).toEqual({ message: SUCCESS });

  const invalid = await request.post("/api/v1/contact/", { data: { ...data, email: "nope" }, headers });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ error: expect.any(String), issues: [{ path: "email" }] });
});
