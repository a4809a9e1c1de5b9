import type { Metadata } from "next";
import { ContentPage } from "@/components/site/content-page";
import { AppLink } from "@/components/ui/app-link";
import { UnsubscribeLink } from "@/components/reminders/unsubscribe-link";
import { ACCOUNT_PATH } from "@/lib/account/messages";

// Where the reminder e-mail's unsubscribe link leads. Prerendered, the same
// for everyone: the island reads the link from the address and POSTs it, so
// it works without logging in and a mail scanner's GET unsubscribes nobody.

export const metadata: Metadata = {
  title: "Unsubscribe from reminders",
  robots: { index: false },
};

export default function UnsubscribePage() {
  return (
    <ContentPage title="Unsubscribe from reminders" lede="Reminder e-mails from Lexi, one a day on days with words due.">
      <UnsubscribeLink />
      <p>
        You can turn reminders on again, or pick another hour, on <AppLink href={ACCOUNT_PATH}>your account page</AppLink>.
      </p>
    </ContentPage>
  );
}
