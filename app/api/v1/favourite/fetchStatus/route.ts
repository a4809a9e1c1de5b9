// GET /api/v1/favourite/fetchStatus: made by lib/marks/mark-routes.
import { markRoutes } from "@/lib/marks/mark-routes";

export const { fetchStatus: GET } = markRoutes("favourite");
