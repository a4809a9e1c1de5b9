// Small decorative icons of the header.
import { defineIcon } from "@/components/ui/icon";

export const ChevronDownIcon = defineIcon("ChevronDownIcon", <path d="m6 9 6 6 6-6" />);

export const MenuIcon = defineIcon("MenuIcon", <path d="M4 7h16M4 12h16M4 17h16" />);

export const CloseIcon = defineIcon("CloseIcon", <path d="M6 6l12 12M18 6 6 18" />);

export const CheckIcon = defineIcon("CheckIcon", <path d="m5 12.5 4.5 4.5L19 7.5" />);

export const LogoutIcon = defineIcon("LogoutIcon", <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />);

export const AccountIcon = defineIcon("AccountIcon", <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 20a8 8 0 0 1 16 0" />);

export const LockIcon = defineIcon("LockIcon", <path d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Z" />);

export const ProgressIcon = defineIcon("ProgressIcon", <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
