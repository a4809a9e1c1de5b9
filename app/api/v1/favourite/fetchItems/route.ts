// GET /api/v1/favourite/fetchItems: made by lib/marks/mark-routes.
import { markRoutes } from "@/lib/marks/mark-routes";

export const { fetchItems: GET } = markRoutes("favourite");
