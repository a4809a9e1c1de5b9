import { describe, expect, it } from "vitest";
import { offlineStatusText } from "@/components/review/offline-status";

describe("offlineStatusText", () => {
  it("offline: says so, and how many grades wait", () => {
    expect(offlineStatusText(false, 0)).toBe("You're offline. Your grades will be sent when you're back online.");
    expect(offlineStatusText(false, 1)).toBe("You're offline. 1 grade waiting to be sent.");
    expect(offlineStatusText(false, 50)).toBe("You're offline. 50 grades waiting to be sent.");
  });

  it("back online: counts what is being sent, then says nothing", () => {
    expect(offlineStatusText(true, 3)).toBe("Back online. Sending 3 grades…");
    expect(offlineStatusText(true, 0)).toBeNull();
  });
});
