// The test object for account specs: each test is its own client address, so
// the per-client rate limits (login, sign-up, e-mail) never add up across the
// run. lib/rate-limit/client-ip.ts reads X-Forwarded-For, as behind a proxy.
import { randomInt } from "node:crypto";
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, use) => {
    await use(randomClientIp());
  },
  // Pages, and the `request` fixture, send it with every request.
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "x-forwarded-for": clientIp });
  },
});
