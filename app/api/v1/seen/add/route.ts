// POST /api/v1/seen/add: made by lib/marks/mark-routes.
import { markRoutes } from "@/lib/marks/mark-routes";

export const { add: POST } = markRoutes("seen");
