import type { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { withSessionHint } from "@/lib/auth/session-hint";

// next-auth's own routes (login, session, sign-out), each answer carrying the
// hint cookie beside the session cookie it writes or clears.
export const GET = async (request: NextRequest) => withSessionHint(await handlers.GET(request));
export const POST = async (request: NextRequest) => withSessionHint(await handlers.POST(request));
