"use client";

import { usePathname } from "next/navigation";
import { useHydrated } from "@/components/header/use-current-path";
import { AppLink } from "@/components/ui/app-link";
import { PROGRESS_LINK, isCurrentLink } from "@/lib/navigation";
import { OFFLINE_SHELL_PATH } from "@/lib/offline/cache-rules";
import reviewStyles from "@/components/review/review-screen.module.css";
import { OFFLINE_NEEDS_CONNECTION } from "./offline-messages";
import { OfflineReview } from "./offline-review";

// The offline shell's content (app/(site)/offline), for the page that could
// not be fetched. The shell is prebuilt once: which page that was is known
// only once hydrated, so until then the heading keeps its room unseen. /progress is computed by the server from the whole review log
// and is never kept: it says so. Every other page offers the saved review.

type ShellPage = { title: string; kind: "review" | "progress" };

function shellPageFor(path: string): ShellPage {
  if (isCurrentLink(path, PROGRESS_LINK.href)) return { title: PROGRESS_LINK.label, kind: "progress" };
  return { title: "Review", kind: "review" };
}

export function OfflineShell({ headerClassName, titleClassName }: { headerClassName?: string | undefined; titleClassName?: string | undefined }) {
  // The address asked for, once hydrated (the server rendered the shell for its own path, where this shows the review).
  const pathname = usePathname();
  const known = useHydrated();
  const path = known ? pathname : OFFLINE_SHELL_PATH;
  const page = shellPageFor(path);
  return (
    <>
      <header className={headerClassName}>
        <h1 className={titleClassName} style={known ? undefined : { visibility: "hidden" }}>
          {page.title}
        </h1>
      </header>
      {page.kind === "progress" ? (
        <div className={reviewStyles.message} data-offline-page="progress">
          <p>{OFFLINE_NEEDS_CONNECTION.progress}</p>
          <AppLink href="/review" prefetch={false}>
            {OFFLINE_NEEDS_CONNECTION.reviewLink}
          </AppLink>
        </div>
      ) : (
        <OfflineReview />
      )}
    </>
  );
}
