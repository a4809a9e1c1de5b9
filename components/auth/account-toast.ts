import { toast } from "@/components/toasts/toast";
import { ACCOUNT_TOASTER_ID } from "@/components/toasts/toaster-ids";

/** Toasts in the account-flow style (top-right, 5000 ms, swipeable: spec section 9). */
export const accountToast = {
  success: (message: string) => toast.success(message, { toasterId: ACCOUNT_TOASTER_ID }),
  error: (message: string) => toast.error(message, { toasterId: ACCOUNT_TOASTER_ID }),
};
