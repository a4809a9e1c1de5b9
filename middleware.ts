import { NextResponse } from "next/server";

// Guest-only and protected redirect rules arrive with accounts (issue 4);
// until then every request passes through.
export function middleware() {
  return NextResponse.next();
}

export const config = {
  // Only the routes with redirect rules, so no other request pays for middleware.
  matcher: ["/login", "/register", "/forgotpass", "/verifyemail", "/favourites/:path*", "/mynotes"],
};
