// GET /api/v1/unremember/fetchStatus (spec section 7): made by lib/marks/mark-routes.
import { markRoutes } from "@/lib/marks/mark-routes";

export const { fetchStatus: GET } = markRoutes("unremember");
