// Which push endpoints a learner may save (lib/push/schema.ts): the reminder run POSTs to each.
import { describe, expect, it } from "vitest";
import { isPushServiceUrl } from "@/lib/push/schema";

describe("isPushServiceUrl", () => {
  it("takes the browsers' push services", () => {
    for (const url of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/abc",
      "https://api.push.apple.com/abc",
      "https://wns2-db5p.notify.windows.com/w/?token=abc",
    ]) {
      expect(isPushServiceUrl(url), url).toBe(true);
    }
  });

  it("refuses any other host, a look-alike, another port or no URL", () => {
    for (const url of [
      "https://example.org/push",
      "https://127.0.0.1/push",
      "https://localhost/push",
      "https://fcm.googleapis.com.example.org/x",
      "https://evilpush.apple.com.example.org/x",
      "https://notify.windows.com.example.org/x",
      "https://fcm.googleapis.com:444/x",
      "not a url",
    ]) {
      expect(isPushServiceUrl(url), url).toBe(false);
    }
  });
});
