// The logout toast, in a module of its own: the header's logout is on every
// page, and importing AUTH_MESSAGES there would put every account message into
// every page's JavaScript.
export const LOGOUT_SUCCESS = "logout successfully";
