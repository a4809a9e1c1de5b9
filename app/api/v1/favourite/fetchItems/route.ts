// GET /api/v1/favourite/fetchItems (spec section 7): made by lib/marks/mark-routes.
import { markRoutes } from "@/lib/marks/mark-routes";

export const { fetchItems: GET } = markRoutes("favourite");
