// What the account page and its endpoints say. "This email is already in use!"
// is sign-up's (docs/product.md#messages); the rest are the account page's.
import { AUTH_MESSAGES } from "@/lib/auth/messages";

export const ACCOUNT_PATH = "/account";

export const ACCOUNT_MESSAGES = {
  nameSaved: "Your name is saved.",
  /** An account name that passes for Lexi's staff (lib/users/name-safety.ts). */
  nameReserved: "This username is reserved. Please choose another.",
  passwordChanged: "Your password is changed. You are still logged in here; everywhere else you are logged out.",
  wrongPassword: "Your current password is not right.",
  currentPasswordMissing: "Please enter your current password.",
  typeEmailToConfirm: "Please type your email address to confirm.",
  emailInUse: AUTH_MESSAGES.emailInUse,
  emailIsCurrent: "That is already your email address.",
  emailLinkSent: (email: string) => `We sent a link to ${email}. Open it to use that address for your account.`,
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  emailLinkInvalid: "This link has expired or has already been used. Please ask for a new one on your account page.",
  emailTaken: "That address has been taken by another account since we sent the link.",
  deleteEmailMismatch: "The email you typed is not your account's address.",
  accountDeleted: "Your account has been deleted.",
  loggedOutEverywhere: "You are logged out on all your devices, this one too.",
  importTooLarge: "The file is larger than 5 MB.",
  importFailed: "The file could not be imported. Please try again.",
  importEmpty: "The file is empty.",
  importOnlyHeaders: "The file has header lines but no cards.",
  importOtherJson: "This looks like a JSON file but not Lexi's export: import Lexi's JSON export, or a CSV with a word and its meaning on each line.",
  importBadJson: "This looks like a JSON file, but it is cut short or not valid JSON: export it from Lexi again.",
  importZip: "This looks like a zip file, such as an Anki .apkg deck or a spreadsheet: export your cards as plain text or CSV, and import that.",
  importBinary: "This is not a text file: export your cards as plain text or CSV, and import that.",
  importHtml: "This looks like a web page, not a list of words: save your cards as plain text or CSV, and import that.",
  importOneColumn: "The row has one column: a card needs a front and a back.",
  importNoMeaningColumn: (column: number) => `The row has no meaning: it ends before column ${column}.`,
  importNoSeparator: "No line of this file has a tab, a comma or a semicolon between a word and its meaning.",
  somethingWentWrong: AUTH_MESSAGES.somethingWentWrong,
  mailSendFailed: AUTH_MESSAGES.mailSendFailed,
} as const;
