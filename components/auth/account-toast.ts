import type { ExternalToast } from "sonner";
import { toast } from "@/components/toasts/toast";
import { ACCOUNT_TOASTER_ID } from "@/components/toasts/toaster-ids";

/** What an account toast may add to its message (an action button), beside the style every one of them has. */
export type AccountToastOptions = Pick<ExternalToast, "action">;

/** Toasts in the account-flow style (top-right, 5000 ms, swipeable: docs/product.md#pages-and-navigation). */
export const accountToast = {
  success: (message: string, options?: AccountToastOptions) => toast.success(message, { ...options, toasterId: ACCOUNT_TOASTER_ID }),
  error: (message: string, options?: AccountToastOptions) => toast.error(message, { ...options, toasterId: ACCOUNT_TOASTER_ID }),
  warning: (message: string, options?: AccountToastOptions) => toast.warning(message, { ...options, toasterId: ACCOUNT_TOASTER_ID }),
};
