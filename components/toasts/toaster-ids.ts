/** Pass as `toasterId` to show a toast in the account-flow style (top-right, 5000 ms). */
export const ACCOUNT_TOASTER_ID = "account";
