import type { Metadata } from "next";
import { ErrorScreen } from "@/components/site/error-screen";

// Where the app sends people after a failed request (docs/product.md#messages).
export const metadata: Metadata = {
  title: "Something went wrong",
  robots: { index: false },
};

export default function ErrorPage() {
  return <ErrorScreen />;
}
