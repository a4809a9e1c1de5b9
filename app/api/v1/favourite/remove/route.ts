// POST /api/v1/favourite/remove: made by lib/marks/mark-routes.
import { markRoutes } from "@/lib/marks/mark-routes";

export const { remove: POST } = markRoutes("favourite");
