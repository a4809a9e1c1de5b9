"use client";

import { useEffect, useState } from "react";
import { unsubscribeByLink } from "@/lib/client/reminders-api";
import { REMINDER_MESSAGES } from "@/lib/reminders/messages";

/**
 * Reads the link's u, v and t from the address and asks the API to
 * unsubscribe: a POST from the opened page, so a mail scanner that only
 * fetches the link changes nothing.
 */
export function UnsubscribeLink() {
  const [message, setMessage] = useState("Unsubscribing…");

  useEffect(() => {
    let current = true;
    void unsubscribeFromAddress().then((text) => {
      if (current) setMessage(text);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <p role="status" aria-live="polite">
      <strong>{message}</strong>
    </p>
  );
}

/** What the API says of the link in the address bar. */
async function unsubscribeFromAddress(): Promise<string> {
  const query = new URLSearchParams(window.location.search);
  const [u, v, t] = [query.get("u"), query.get("v"), query.get("t")];
  if (!u || !v || !t) return REMINDER_MESSAGES.linkInvalid;
  const result = await unsubscribeByLink({ u, v, t });
  if (result.ok) return result.data.message;
  return result.status === 400 ? REMINDER_MESSAGES.linkInvalid : result.error;
}
